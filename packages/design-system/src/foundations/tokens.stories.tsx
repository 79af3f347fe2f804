import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { css } from '@hireloop/styled-system/css'
import { token, type Token } from '@hireloop/styled-system/tokens'
import {
  contrastPairs,
  contrastRatio,
  minimumContrast,
  paletteNames,
  paletteSlots,
  resolveColor,
  type ThemeName,
} from '../preset/index.ts'

const section = css({ display: 'flex', flexDirection: 'column', gap: '4', mb: '10' })
const h2 = css({ textStyle: 'xl', fontWeight: 'bold' })
const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: '3' })
const swatch = css({
  borderRadius: 'md',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  overflow: 'hidden',
  textStyle: 'xs',
})
const chip = css({ h: '12', display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: 'semibold' })
const caption = css({ px: '2', py: '1.5', color: 'fg.muted', bg: 'bg' })
const table = css({
  borderCollapse: 'collapse',
  textStyle: 'sm',
  '& th, & td': {
    textAlign: 'start',
    px: '3',
    py: '1.5',
    borderBottomWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'border',
  },
})

const ratio = (fg: string, bg: string, theme: ThemeName = 'light') =>
  contrastRatio(resolveColor(fg, theme), resolveColor(bg, theme)).toFixed(2)
/** The better of page text and white on a background, for swatches that carry no text in the product. */
const readableOn = (bg: string) => (Number(ratio('white', bg)) > Number(ratio('fg', bg)) ? 'white' : 'fg')

function Swatch({ name, fg, bg }: { name: string; fg: string; bg: string }) {
  return (
    <figure className={swatch}>
      <div
        className={chip}
        style={{ background: token(`colors.${bg}` as Token), color: token(`colors.${fg}` as Token) }}
      >
        {ratio(fg, bg)}:1
      </div>
      <figcaption className={caption}>
        {name}
        <br />
        {resolveColor(bg)}
      </figcaption>
    </figure>
  )
}

function Tokens() {
  return (
    <div>
      <section className={section} aria-labelledby="palettes">
        <h2 id="palettes" className={h2}>
          Palettes (text: `contrast` on `solid`, `fg` on the rest)
        </h2>
        {paletteNames.map((palette) => (
          <div key={palette} className={grid}>
            {paletteSlots
              .filter((slot) => slot !== 'contrast' && slot !== 'fg')
              .map((slot) => (
                <Swatch
                  key={slot}
                  name={`${palette}.${slot}`}
                  bg={`${palette}.${slot}`}
                  fg={
                    slot === 'solid'
                      ? `${palette}.contrast`
                      : slot === 'border' || slot === 'focusRing'
                        ? readableOn(`${palette}.${slot}`)
                        : `${palette}.fg`
                  }
                />
              ))}
          </div>
        ))}
      </section>
      <section className={section} aria-labelledby="type">
        <h2 id="type" className={h2}>
          Type scale (Inter)
        </h2>
        {(['4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'] as const).map((size) => (
          <p key={size} className={css({ textStyle: size })}>
            {size}: Find the right people, faster.
          </p>
        ))}
      </section>
      <section className={section} aria-labelledby="spacing">
        <h2 id="spacing" className={h2}>
          Spacing (4px grid)
        </h2>
        {(['1', '2', '3', '4', '6', '8', '12', '16'] as const).map((step) => (
          <div key={step} className={css({ display: 'flex', alignItems: 'center', gap: '3', textStyle: 'sm' })}>
            <span className={css({ w: '10' })}>{step}</span>
            <span
              className={css({ h: '3', bg: 'primary.solid', borderRadius: 'xs' })}
              style={{ width: token(`spacing.${step}`) }}
            />
            <span className={css({ color: 'fg.muted' })}>{token(`spacing.${step}`)}</span>
          </div>
        ))}
      </section>
      <section className={section} aria-labelledby="shape">
        <h2 id="shape" className={h2}>
          Radii and shadows
        </h2>
        <div className={grid}>
          {(['sm', 'md', 'lg', 'xl', '2xl', 'full'] as const).map((radius) => (
            <div
              key={radius}
              className={css({
                h: '16',
                bg: 'bg.panel',
                borderWidth: 'thin',
                borderStyle: 'solid',
                p: '2',
                textStyle: 'xs',
              })}
              style={{ borderRadius: token(`radii.${radius}`) }}
            >
              radius {radius}
            </div>
          ))}
          {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((shadow) => (
            <div
              key={shadow}
              className={css({ h: '16', bg: 'bg.panel', borderRadius: 'md', p: '2', textStyle: 'xs' })}
              style={{ boxShadow: token(`shadows.${shadow}`) }}
            >
              shadow {shadow}
            </div>
          ))}
        </div>
      </section>
      <section className={section} aria-labelledby="layers">
        <h2 id="layers" className={h2}>
          Z-index and motion
        </h2>
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
          Layers: dropdown {token('zIndex.dropdown')}, sticky {token('zIndex.sticky')}, overlay{' '}
          {token('zIndex.overlay')}, modal {token('zIndex.modal')}, popover {token('zIndex.popover')}, toast{' '}
          {token('zIndex.toast')}, tooltip {token('zIndex.tooltip')}. Durations: fast {token('durations.fast')}, normal{' '}
          {token('durations.normal')}, slow {token('durations.slow')}. With “reduce motion” set, transitions and
          animations drop to 0.01ms (spinners slow down instead).
        </p>
      </section>
      <section className={section} aria-labelledby="pairs">
        <h2 id="pairs" className={h2}>
          Every pair the recipes draw, in both themes
        </h2>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">Usage</th>
              <th scope="col">Foreground</th>
              <th scope="col">Background</th>
              <th scope="col">Light</th>
              <th scope="col">Dark</th>
              <th scope="col">Minimum</th>
            </tr>
          </thead>
          <tbody>
            {contrastPairs.map((pair) => (
              <tr key={pair.usage + pair.fg + pair.bg}>
                <td>{pair.usage}</td>
                <td>{pair.fg}</td>
                <td>{pair.bg}</td>
                <td>{ratio(pair.fg, pair.bg)}</td>
                <td>{ratio(pair.fg, pair.bg, 'dark')}</td>
                <td>{minimumContrast[pair.kind]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
} satisfies Meta<typeof Tokens>

export default meta
type Story = StoryObj<typeof meta>

export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Palettes/ })).toBeInTheDocument()
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(20)
  },
}

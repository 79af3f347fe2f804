import type { Meta, StoryObj } from '@storybook/react-vite'
import { useListCollection } from '@ark-ui/react/collection'
import { useFilter } from '@ark-ui/react/locale'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import * as Combobox from './combobox.tsx'

const cities = ['Amsterdam', 'Athens', 'Berlin', 'Lisbon', 'London', 'Madrid', 'Paris', 'Prague', 'Vienna']

function CityCombobox(props: Omit<Combobox.RootProps<string>, 'collection'>) {
  const { contains } = useFilter({ sensitivity: 'base' })
  const { collection, filter } = useListCollection({ initialItems: cities, filter: contains })
  return (
    <Combobox.Root collection={collection} onInputValueChange={(e) => filter(e.inputValue)} {...props}>
      <Combobox.Label>City</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder="Start typing a city" />
        <Combobox.ClearTrigger />
        <Combobox.Trigger />
      </Combobox.Control>
      <Combobox.Content>
        <Combobox.Empty>No cities match.</Combobox.Empty>
        <Combobox.List>
          {collection.items.map((city) => (
            <Combobox.Item key={city} item={city}>
              <Combobox.ItemText>{city}</Combobox.ItemText>
              <Combobox.ItemIndicator />
            </Combobox.Item>
          ))}
        </Combobox.List>
      </Combobox.Content>
    </Combobox.Root>
  )
}

const meta = {
  title: 'Components/Combobox',
  component: CityCombobox,
  args: { onValueChange: fn() },
} satisfies Meta<typeof CityCombobox>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: type to filter, ArrowDown to move, Enter to select; Escape closes. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'City' })
    await userEvent.click(input)
    await userEvent.keyboard('lo')
    await screen.findByRole('option', { name: 'London' })
    await expect(screen.queryByRole('option', { name: 'Lisbon' })).toBeNull()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: ['London'] }))
    await expect(input).toHaveValue('London')
  },
}

export const NoMatches: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'City' }), 'zzz')
    await waitFor(() => expect(screen.getByText('No cities match.')).toBeVisible())
  },
}

export const Disabled: Story = { args: { disabled: true } }

export const Invalid: Story = { args: { invalid: true } }

interface Skill {
  id: string
  name: string
}
const skills: Skill[] = ['TypeScript', 'React', 'React Native', 'Redux', 'Rust', 'Ruby', 'Python'].map((name) => ({
  id: name.toLowerCase().replace(/\s/g, '-'),
  name,
}))

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

/** As the skill suggest endpoint would answer: prefix matches after 200 ms. */
const suggestSkills = async (query: string, signal: AbortSignal) => {
  await wait(200, signal)
  return skills.filter((skill) => skill.name.toLowerCase().startsWith(query.toLowerCase()))
}
const skillToString = (skill: Skill) => skill.name
const skillToValue = (skill: Skill) => skill.id

/** Suggestions loaded as the user types (debounced), with a loading line, an empty state and keyboard selection. */
export const AsyncSuggestions: Story = {
  render: (args) => (
    <Combobox.AsyncCombobox
      label="Skill"
      placeholder="e.g. React"
      loader={suggestSkills}
      itemToString={skillToString}
      itemToValue={skillToValue}
      debounce={150}
      onValueChange={args.onValueChange}
    />
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Skill' })
    await userEvent.type(input, 're')
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading suggestions…'))
    // Nothing to list yet: the panel stays closed until the suggestions arrive, then opens by itself.
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await screen.findByRole('option', { name: 'React Native' })
    await expect(input).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement())
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: ['react-native'] }))
    await expect(input).toHaveValue('React Native')
  },
}

/** Leaving the field before the suggestions arrive: they do not open the panel behind the user's back. */
export const AsyncLeftBeforeTheAnswer: Story = {
  render: AsyncSuggestions.render,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Skill' })
    await userEvent.type(input, 're')
    await userEvent.tab()
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement())
    // The answer has arrived (the status went quiet), and the panel stayed closed.
    await expect(input).toHaveAttribute('aria-expanded', 'false')
  },
}

export const AsyncEmpty: Story = {
  render: AsyncSuggestions.render,
  play: async ({ canvas }) => {
    // Typed at a human pace: the debounce is what this story shows.
    await userEvent.type(canvas.getByRole('combobox', { name: 'Skill' }), 'cobol', { delay: 20 })
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No matches for “cobol”'))
    await expect(screen.queryAllByRole('option')).toHaveLength(0)
  },
}

export const AsyncError: Story = {
  render: () => (
    <Combobox.AsyncCombobox
      label="Skill"
      loader={() => Promise.reject(new Error('offline'))}
      itemToString={skillToString}
      itemToValue={skillToValue}
      debounce={0}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Skill' }), 'r')
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Suggestions could not be loaded.'))
  },
}

/** Answers within a few milliseconds, so suggestions arrive while the user is still typing. */
const suggestSkillsQuickly = async (query: string, signal: AbortSignal) => {
  await wait(3, signal)
  return skills.filter((skill) => skill.name.toLowerCase().includes(query.toLowerCase()))
}

/**
 * Types `text` the way the fastest typist could: each key as soon as the previous one has rendered (React writes the
 * rendered text to the input's `value` attribute), before React has run that render's effects. `userEvent` is too
 * slow to land there every time (its calls are instrumented), so the keys are dispatched as the browser would.
 */
async function typeOnEachRender(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  for (const key of text) {
    const rendered = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect()
        resolve()
      })
      observer.observe(input, { attributes: true, attributeFilter: ['value'] })
    })
    // The prototype's setter: React ignores an input event whose value was set through the element's own.
    setValue.call(input, input.value + key)
    input.dispatchEvent(new InputEvent('input', { bubbles: true, data: key, inputType: 'insertText' }))
    await rendered
  }
}

/** Fast typing keeps every character while suggestions load and arrive between keystrokes. */
export const AsyncFastTyping: Story = {
  render: () => (
    <Combobox.AsyncCombobox
      label="Skill"
      loader={suggestSkillsQuickly}
      itemToString={skillToString}
      itemToValue={skillToValue}
      debounce={0}
    />
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Skill' })
    await userEvent.click(input)
    await typeOnEachRender(input as HTMLInputElement, 'Acme')
    await expect(input).toHaveValue('Acme')
    // Nor do the suggestions that arrive after the last keystroke rewrite it.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No matches for “Acme”'))
    await expect(input).toHaveValue('Acme')
    for (const options of [{}, { delay: null }]) {
      for (const text of ['React Native', 'TypeScript', 'Acme']) {
        await userEvent.clear(input)
        await userEvent.type(input, text, options)
        await expect(input).toHaveValue(text)
      }
    }
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No matches for “Acme”'))
  },
}

import { useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { Combobox } from '@ark-ui/react/combobox'
import { createListCollection, type CollectionItem } from '@ark-ui/react/collection'
import { Portal } from '@ark-ui/react/portal'
import { flushSync } from 'react-dom'
import { Check, ChevronDown, X } from 'lucide-react'
import { cx } from '@hireloop/styled-system/css'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { combobox, type ComboboxVariantProps } from '@hireloop/styled-system/recipes'
import { Spinner } from '../spinner/spinner.tsx'
import { createSuggestionRequester, type SuggestionLoader, type SuggestionState } from './async-suggestions.ts'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(combobox)

/**
 * An input with a listbox of suggestions over a `collection`. Keyboard: typing opens and filters, arrows move,
 * Enter selects, Escape closes (then clears). Filter locally with `useListCollection` or load with `AsyncCombobox`.
 */
export const Root = /* @__PURE__ */ withProvider(Combobox.Root, 'root', {
  // Non-composite: the panel is a dialog around the listbox, so it may hold an empty state and the listbox can be
  // hidden while empty (an empty listbox fails aria-required-children).
  defaultProps: { positioning: { sameWidth: true }, composite: false },
}) as Combobox.RootComponent<ComboboxVariantProps>
export type RootProps<T extends CollectionItem = CollectionItem> = Combobox.RootComponentProps<T, ComboboxVariantProps>
export const Label = /* @__PURE__ */ withContext(Combobox.Label, 'label')
export const Control = /* @__PURE__ */ withContext(Combobox.Control, 'control')
export const Input = /* @__PURE__ */ withContext(Combobox.Input, 'input')
/** Chevron button that opens the list (not in the tab order; the input is). */
export const Trigger = /* @__PURE__ */ withContext(Combobox.Trigger, 'trigger', {
  defaultProps: { children: <ChevronDown aria-hidden="true" /> },
})
/** Clears the value and the input. */
export const ClearTrigger = /* @__PURE__ */ withContext(Combobox.ClearTrigger, 'clearTrigger', {
  defaultProps: { children: <X aria-hidden="true" />, 'aria-label': 'Clear' },
})
const Positioner = /* @__PURE__ */ withContext(Combobox.Positioner, 'positioner')
const StyledContent = /* @__PURE__ */ withContext(Combobox.Content, 'content')

export type ContentProps = ComponentProps<typeof StyledContent> & {
  /** Render in place instead of in a portal. @default true */
  portalled?: boolean
}

export function Content({ portalled = true, ...props }: ContentProps) {
  return (
    <Portal disabled={!portalled}>
      <Positioner>
        <StyledContent {...props} />
      </Positioner>
    </Portal>
  )
}

export const List = /* @__PURE__ */ withContext(Combobox.List, 'list')
export const Item = /* @__PURE__ */ withContext(Combobox.Item, 'item')
export const ItemText = /* @__PURE__ */ withContext(Combobox.ItemText, 'itemText')
export const ItemIndicator = /* @__PURE__ */ withContext(Combobox.ItemIndicator, 'itemIndicator', {
  defaultProps: { children: <Check aria-hidden="true" /> },
})
export const ItemGroup = /* @__PURE__ */ withContext(Combobox.ItemGroup, 'itemGroup')
export const ItemGroupLabel = /* @__PURE__ */ withContext(Combobox.ItemGroupLabel, 'itemGroupLabel')
/** Shown while the collection is empty. */
export const Empty = /* @__PURE__ */ withContext(Combobox.Empty, 'empty')
/** A live region: loading, empty and error messages are shown and announced. */
export const Status = /* @__PURE__ */ withContext('div', 'status', { defaultProps: { role: 'status' } })
export { useComboboxContext as useContext } from '@ark-ui/react/combobox'

// The same elements on every render, so that a keystroke does not render the icons again.
const clearIcon = <X aria-hidden="true" />
const openIcon = <ChevronDown aria-hidden="true" />
const checkIcon = <Check aria-hidden="true" />

export interface AsyncComboboxProps<T extends CollectionItem> extends Omit<
  RootProps<T>,
  'collection' | 'children' | 'inputValue'
> {
  /** The visible label (the input's accessible name). */
  label: ReactNode
  /** Loads suggestions for the typed text; abort on `signal` (a newer query replaced it). */
  loader: SuggestionLoader<T>
  itemToString: (item: T) => string
  itemToValue: (item: T) => string
  /** Milliseconds to wait after the last keystroke. @default 300 */
  debounce?: number
  /** Fewer typed characters than this do not load. @default 1 */
  minChars?: number
  placeholder?: string
  /** @default "Loading suggestions…" */
  loadingText?: string
  /** @default (query) => `No matches for "${query}"` */
  emptyText?: (query: string) => string
  /** @default "Suggestions could not be loaded." */
  errorText?: string
  /** Renders an option's content; defaults to `itemToString`. */
  renderItem?: (item: T) => ReactNode
}

/** A combobox whose suggestions come from `loader` (debounced, stale answers dropped) with loading, empty and error states. */
export function AsyncCombobox<T extends CollectionItem>({
  label,
  loader,
  itemToString,
  itemToValue,
  debounce = 300,
  minChars = 1,
  placeholder,
  loadingText = 'Loading suggestions…',
  emptyText = (query) => `No matches for “${query}”`,
  errorText = 'Suggestions could not be loaded.',
  renderItem,
  defaultInputValue = '',
  onInputValueChange,
  onOpenChange,
  ...rest
}: AsyncComboboxProps<T>) {
  const [inputValue, setInputValue] = useState(defaultInputValue)
  // What the user asked for (typing, a click, Escape); the panel opens only while there is something to list. A new
  // search's first keystroke then only writes the text: opening an empty panel (its layer, its positioning) on that
  // key made it the slowest of all (issue 16), and the panel opens when the first suggestions arrive instead.
  const [openWanted, setOpenWanted] = useState(false)
  const [state, setState] = useState<SuggestionState<T>>({ status: 'idle', query: '', items: [] })
  const loaderRef = useRef(loader)
  useEffect(() => {
    loaderRef.current = loader
  }, [loader])
  const requesterRef = useRef<ReturnType<typeof createSuggestionRequester<T>> | null>(null)
  useEffect(() => {
    const requester = createSuggestionRequester<T>({
      load: (query, signal) => loaderRef.current(query, signal),
      delay: debounce,
      minLength: minChars,
      onChange: setState,
    })
    requesterRef.current = requester
    return requester.cancel
  }, [debounce, minChars])
  const collection = useMemo(
    () => createListCollection({ items: state.items, itemToString, itemToValue }),
    [state.items, itemToString, itemToValue],
  )
  // The parts take their slot classes once (`combobox({ size })`) instead of through the styled parts above: every
  // part renders again on each keystroke (Ark's parts read the whole combobox from one context), and a styled part
  // sorts its props into style and DOM props on every render, which was a third of a keystroke's render at 4× CPU.
  const { size, className, ...rootProps } = rest
  const classes = useMemo(() => combobox({ size }), [size])
  const open = openWanted && collection.size > 0
  const status =
    state.status === 'loading'
      ? loadingText
      : state.status === 'error'
        ? errorText
        : state.status === 'success' && state.items.length === 0
          ? emptyText(state.query)
          : ''

  return (
    <Combobox.Root
      positioning={{ sameWidth: true }}
      composite={false}
      collection={collection}
      openOnClick
      inputValue={inputValue}
      open={open}
      onOpenChange={(details) => {
        setOpenWanted(details.open)
        onOpenChange?.(details)
      }}
      onInputValueChange={(details) => {
        // Ark applies a keystroke in a microtask and renders it at default priority, then writes its last rendered
        // text back into the input in a passive effect. Suggestions arriving make those renders slow enough for the
        // next keystroke to land in between and be overwritten ("Acme" became "Ace"). Rendering the text
        // synchronously runs that effect at once, while it still matches what the user typed.
        // A choice that empties the input (adding skills one after another) ends the search: its suggestions go in the
        // same render, so choosing does not render every suggestion again, and the next search starts from none.
        const { reason, inputValue: text } = details
        const search = reason === 'input-change' || reason === 'clear-trigger' || text === ''
        // Typing asks for the panel in the same render (zag's own request, which follows, then changes nothing).
        flushSync(() => {
          setInputValue(text)
          if (reason === 'input-change') setOpenWanted(true)
          if (search) requesterRef.current?.request(text)
        })
        onInputValueChange?.(details)
      }}
      {...rootProps}
      className={cx(classes.root, className)}
    >
      <Combobox.Label className={classes.label}>{label}</Combobox.Label>
      <Combobox.Control className={classes.control}>
        <Combobox.Input
          className={classes.input}
          placeholder={placeholder}
          aria-busy={state.status === 'loading'}
          // Leaving while the panel waits for suggestions: they must not open it behind the user's back.
          onBlur={() => {
            if (!open) setOpenWanted(false)
          }}
        />
        <Combobox.ClearTrigger className={classes.clearTrigger} aria-label="Clear">
          {clearIcon}
        </Combobox.ClearTrigger>
        <Combobox.Trigger className={classes.trigger}>{openIcon}</Combobox.Trigger>
      </Combobox.Control>
      {/* Under the input, not in the panel: the panel stays closed while there is nothing to list. */}
      <div role="status" className={classes.status} data-status={state.status}>
        {state.status === 'loading' && <Spinner size="sm" decorative />}
        {status}
      </div>
      <Portal>
        <Combobox.Positioner className={classes.positioner}>
          <Combobox.Content className={classes.content}>
            <Combobox.List className={classes.list}>
              {collection.items.map((item) => (
                <Combobox.Item key={itemToValue(item)} item={item} className={classes.item}>
                  <Combobox.ItemText className={classes.itemText}>
                    {renderItem ? renderItem(item) : itemToString(item)}
                  </Combobox.ItemText>
                  <Combobox.ItemIndicator className={classes.itemIndicator}>{checkIcon}</Combobox.ItemIndicator>
                </Combobox.Item>
              ))}
            </Combobox.List>
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  )
}

import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useId,
  type ComponentProps,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { cx } from '@hireloop/styled-system/css'
import { appShell } from '@hireloop/styled-system/recipes'
import { IconButton } from '../icon-button/icon-button.tsx'
import { useControllableState } from '../../lib/use-controllable-state.ts'

const classes = /* @__PURE__ */ appShell()

const ShellContext = /* @__PURE__ */ createContext({ mainId: 'main-content' })
const DrawerContext = /* @__PURE__ */ createContext({ collapsed: false })

export interface RootProps extends ComponentProps<'div'> {
  /** Id of the `<main>` the skip link jumps to. @default "main-content" */
  mainId?: string
  /** @default "Skip to content" */
  skipLinkLabel?: string
}

// Focus the target directly instead of following the hash: the router owns the URL, and focus must land on <main>.
function skipTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = event.currentTarget.ownerDocument.getElementById(id)
  if (!target) return
  event.preventDefault()
  target.focus()
  target.scrollIntoView({ block: 'start' })
}

/** The frame of the app. Starts with a "Skip to content" link, visible on keyboard focus. */
export function Root({
  mainId = 'main-content',
  skipLinkLabel = 'Skip to content',
  className,
  children,
  ...rest
}: RootProps) {
  return (
    <ShellContext.Provider value={{ mainId }}>
      <div className={cx(classes.root, className)} {...rest}>
        <a href={`#${mainId}`} className={classes.skipLink} onClick={(event) => skipTo(event, mainId)}>
          {skipLinkLabel}
        </a>
        {children}
      </div>
    </ShellContext.Provider>
  )
}

/** The sticky top bar (`<header>`): logo, help, notifications, account menu. */
export function TopBar({ className, ...rest }: ComponentProps<'header'>) {
  return <header className={cx(classes.topBar, className)} {...rest} />
}

/** The row under the top bar: drawer and main side by side. */
export function Content({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cx(classes.content, className)} {...rest} />
}

export interface DrawerProps extends ComponentProps<'div'> {
  /** Controlled: collapsed to an icon rail. */
  collapsed?: boolean
  /** Uncontrolled initial state. @default false */
  defaultCollapsed?: boolean
  /** Called with the new state when the toggle is pressed (persist it, docs/product.md §9). */
  onCollapsedChange?: (collapsed: boolean) => void
}

/** The recruiter drawer: 250px wide, collapsible to an icon rail by its toggle button. */
export function Drawer({
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  className,
  children,
  ...rest
}: DrawerProps) {
  const [collapsed, setCollapsed] = useControllableState(collapsedProp, defaultCollapsed, onCollapsedChange)
  const contentId = useId()
  return (
    <DrawerContext.Provider value={{ collapsed }}>
      <div
        className={cx(classes.drawer, className)}
        data-collapsed={collapsed ? '' : undefined}
        data-state={collapsed ? 'collapsed' : 'expanded'}
        {...rest}
      >
        <div className={classes.drawerHeader}>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="neutral"
            aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
            aria-expanded={!collapsed}
            aria-controls={contentId}
            onClick={() => setCollapsed(!collapsed)}
          >
            {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
          </IconButton>
        </div>
        <div id={contentId}>{children}</div>
      </div>
    </DrawerContext.Provider>
  )
}

/** Whether the surrounding drawer is collapsed (false outside a drawer). */
export const useDrawerCollapsed = () => useContext(DrawerContext).collapsed

export interface NavProps extends ComponentProps<'nav'> {
  /** The landmark's name. @default "Main" */
  'aria-label'?: string
}

/** A navigation landmark holding `NavItem`s. */
export function Nav({ className, 'aria-label': label = 'Main', ...rest }: NavProps) {
  return <nav className={cx(classes.nav, className)} aria-label={label} {...rest} />
}

export interface NavItemProps extends Omit<ComponentProps<'a'>, 'children'> {
  /** The visible label; stays the accessible name when the drawer is collapsed. */
  label: string
  /** An icon, shown alone in the collapsed drawer. */
  icon?: ReactNode
  /** Marks the current page (`aria-current="page"`). Router links (NavLink) may set `aria-current` themselves. */
  current?: boolean
  /** Render the child element (e.g. a router link) instead of an `<a>`, with the item's styles and content. */
  asChild?: boolean
  children?: ReactElement<Record<string, unknown>>
}

/** A navigation link with an icon and a label. */
export function NavItem({ label, icon, current, asChild, className, children, ...rest }: NavItemProps) {
  const collapsed = useDrawerCollapsed()
  const content = (
    <>
      {icon && (
        <span className={classes.navItemIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={classes.navItemLabel}>{label}</span>
    </>
  )
  const props = {
    ...rest,
    className: cx(classes.navItem, className),
    'aria-current': current ? ('page' as const) : rest['aria-current'],
    title: collapsed ? label : rest.title,
  }
  if (asChild) {
    const child = Children.only(children)
    if (!isValidElement(child)) throw new Error('AppShell.NavItem with asChild needs one element child')
    const childProps = child.props as { className?: string }
    return cloneElement(child, { ...props, className: cx(props.className, childProps.className) }, content)
  }
  return <a {...props}>{content}</a>
}

/** The page's `<main>` landmark; focus target of the skip link. */
export function Main({ className, ...rest }: ComponentProps<'main'>) {
  const { mainId } = useContext(ShellContext)
  return <main id={mainId} tabIndex={-1} className={cx(classes.main, className)} {...rest} />
}

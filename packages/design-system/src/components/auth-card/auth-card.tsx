import { useId, type ComponentProps, type ReactNode } from 'react'
import { ArrowLeft } from 'lucide-react'
import { cx } from '@hireloop/styled-system/css'
import { authCard, type AuthCardVariantProps } from '@hireloop/styled-system/recipes'
import { Link } from '../link/link.tsx'

export interface AuthCardProps extends Omit<ComponentProps<'div'>, 'title'>, AuthCardVariantProps {
  /** The screen's heading (rendered as `<h1>`). */
  title: ReactNode
  /** A line under the title. */
  description?: ReactNode
  /**
   * The "Back to log in" link above the title (docs/product.md §2): an href (rendered as a link with that text)
   * or a node, e.g. `<Link asChild><RouterLink to="/login">Back to log in</RouterLink></Link>`.
   */
  backLink?: ReactNode
}

/** The centred card of every auth screen: optional back link, title, description, then the form or message. */
export function AuthCard({ title, description, backLink, size, className, children, ...rest }: AuthCardProps) {
  const classes = authCard({ size })
  const titleId = useId()
  return (
    <div className={cx(classes.root, className)} {...rest}>
      <section className={classes.card} aria-labelledby={titleId}>
        {backLink != null && backLink !== false && (
          <div className={classes.backLink}>
            {typeof backLink === 'string' ? (
              <Link href={backLink} variant="plain">
                <ArrowLeft aria-hidden="true" />
                Back to log in
              </Link>
            ) : (
              backLink
            )}
          </div>
        )}
        <header className={classes.header}>
          <h1 id={titleId} className={classes.title}>
            {title}
          </h1>
          {description && <p className={classes.description}>{description}</p>}
        </header>
        <div className={classes.body}>{children}</div>
      </section>
    </div>
  )
}

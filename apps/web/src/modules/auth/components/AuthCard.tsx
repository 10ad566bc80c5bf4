import type { ReactNode } from 'react';

interface Props {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The card every sign-in screen uses: title, optional subtitle, form, links underneath. antd's Card and
 * Typography drawn without antd (components/plain/plain.css), as the sign-in page loads no antd.
 */
export function AuthCard({ title, subtitle, children, footer }: Props) {
  return (
    <section className="fl-card">
      <h3 className={subtitle ? 'fl-card-title fl-with-subtitle' : 'fl-card-title'}>{title}</h3>
      {subtitle && <p className="fl-card-subtitle">{subtitle}</p>}
      {children}
      {footer && <div className="fl-card-foot">{footer}</div>}
    </section>
  );
}

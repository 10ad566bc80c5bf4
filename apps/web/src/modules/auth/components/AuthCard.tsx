import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

interface Props {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The card every sign-in screen uses: title, optional subtitle, form, links underneath. */
export function AuthCard({ title, subtitle, children, footer }: Props) {
  return (
    <Card style={{ width: 440, maxWidth: '100%', boxShadow: '0 8px 28px rgba(22, 104, 220, 0.08)' }}>
      <Typography.Title level={3} style={{ marginTop: 0, marginBottom: subtitle ? 4 : 24 }}>
        {title}
      </Typography.Title>
      {subtitle && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
          {subtitle}
        </Typography.Paragraph>
      )}
      {children}
      {footer && <div style={{ marginTop: 8, textAlign: 'center' }}>{footer}</div>}
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Flex, Switch, Tooltip, Typography } from 'antd';

interface Props {
  label: ReactNode;
  help?: ReactNode;
  checked: boolean;
  onChange?(on: boolean): void;
  /** Shown on hover when the switch cannot be changed. */
  lockedHint?: string;
  testId?: string;
}

/** One labelled setting with its switch; a locked switch stays as it is and says why. */
export function SwitchRow({ label, help, checked, onChange, lockedHint, testId }: Props) {
  const control = (
    <Switch checked={checked} disabled={!!lockedHint} onChange={onChange} data-testid={testId} />
  );
  return (
    <Flex justify="space-between" align="center" gap={16} style={{ padding: '8px 0' }}>
      <Flex vertical>
        <Typography.Text>{label}</Typography.Text>
        {help && <Typography.Text type="secondary">{help}</Typography.Text>}
      </Flex>
      {lockedHint ? (
        <Tooltip title={lockedHint}>
          <span>{control}</span>
        </Tooltip>
      ) : (
        control
      )}
    </Flex>
  );
}

import type { ReactNode } from 'react';
import { Button, Drawer, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../../shell/usePhone';

/** Width of the drawer on a wide screen; on a phone it rises from the bottom, nearly full height. */
export const DRAWER_WIDTH = 560;
const PHONE_HEIGHT = '92%';

interface Props {
  title: ReactNode;
  onClose(): void;
  onSubmit(): void;
  submitText: ReactNode;
  sending: boolean;
  danger?: boolean;
  children: ReactNode;
  testId: string;
}

/**
 * The frame of every action form: a drawer from the right on a wide screen, from the bottom on a
 * phone, with full-width cancel and submit buttons at its foot (reachable with a thumb).
 */
export function ActionDrawer({
  title,
  onClose,
  onSubmit,
  submitText,
  sending,
  danger,
  children,
  testId,
}: Props) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Drawer
      open
      title={title}
      onClose={onClose}
      placement={phone ? 'bottom' : 'right'}
      size={phone ? PHONE_HEIGHT : DRAWER_WIDTH}
      destroyOnHidden
      footer={
        <Flex gap={8}>
          <Button block size="large" onClick={onClose} disabled={sending}>
            {t('orderDetail.common.cancel')}
          </Button>
          <Button
            block
            size="large"
            type="primary"
            danger={danger}
            loading={sending}
            onClick={onSubmit}
            data-testid={`${testId}-submit`}
          >
            {submitText}
          </Button>
        </Flex>
      }
    >
      <div data-testid={testId}>{children}</div>
    </Drawer>
  );
}

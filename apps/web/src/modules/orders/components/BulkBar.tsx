import { Button, Dropdown, Flex, Typography } from 'antd';
import {
  AuditOutlined,
  DeleteOutlined,
  DownOutlined,
  ExportOutlined,
  InboxOutlined,
  PrinterOutlined,
  RollbackOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PaidFeature } from '../../../shell/paid';
import type { BulkAction } from '../views';

const ICONS: Record<BulkAction, React.ReactNode> = {
  assign: <SendOutlined />,
  archive: <InboxOutlined />,
  unarchive: <RollbackOutlined />,
  delete: <DeleteOutlined />,
  restore: <RollbackOutlined />,
  export: <ExportOutlined />,
  print: <PrinterOutlined />,
  approvers: <AuditOutlined />,
};

interface Props {
  actions: BulkAction[];
  selected: number;
  onRun(action: BulkAction): void;
  /** Export of every order the list's filters match (offered beside "export selected"). */
  onExportAll(): void;
  onClear(): void;
}

/**
 * The selection's buttons. With nothing selected a click says to select orders first; several
 * orders at once is a batch operation, which the free version does not have (spec-business §6).
 * Export is a menu: the selected orders, or everything the filters match.
 */
export function BulkBar({ actions, selected, onRun, onExportAll, onClear }: Props) {
  const { t } = useTranslation();
  if (!actions.length) return null;
  return (
    <Flex gap={8} wrap align="center" data-testid="order-bulk">
      {actions.map((a) => {
        if (a === 'export')
          return (
            <Dropdown
              key={a}
              trigger={['click']}
              menu={{
                items: [
                  {
                    key: 'selected',
                    label: (
                      <span data-testid="order-export-selected">
                        {t('orders.export.selected', { count: selected })}
                      </span>
                    ),
                  },
                  {
                    key: 'all',
                    label: <span data-testid="order-export-all">{t('orders.export.all')}</span>,
                  },
                ],
                onClick: ({ key }) => (key === 'all' ? onExportAll() : onRun(a)),
              }}
            >
              <Button icon={ICONS[a]} data-testid={`order-bulk-${a}`}>
                {t(`orders.bulk.${a}`)} <DownOutlined />
              </Button>
            </Dropdown>
          );
        const button = (
          <Button
            key={a}
            icon={ICONS[a]}
            danger={a === 'delete'}
            onClick={() => onRun(a)}
            data-testid={`order-bulk-${a}`}
          >
            {t(`orders.bulk.${a}`)}
          </Button>
        );
        // choosing approvers is the approval feature whatever the count (spec-business §6)
        if (a === 'approvers')
          return (
            <PaidFeature key={a} feature="approval">
              {button}
            </PaidFeature>
          );
        const batch = selected > 1 && a !== 'print';
        return batch ? (
          <PaidFeature key={a} feature="batch">
            {button}
          </PaidFeature>
        ) : (
          button
        );
      })}
      {selected > 0 && (
        <Typography.Text type="secondary" data-testid="order-selected">
          {t('orders.bulk.selected', { count: selected })}{' '}
          <Typography.Link onClick={onClear}>{t('orders.bulk.clear')}</Typography.Link>
        </Typography.Text>
      )}
    </Flex>
  );
}

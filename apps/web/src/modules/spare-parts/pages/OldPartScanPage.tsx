import { Button, Card, Empty, List, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OLD_PART_SN_MAX, OLD_PART_STATES, type OldPart } from '@fieldline/domain';
import { ScanInput } from '../../../components/ScanInput/ScanInput';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import { SPARE_KEY, fetchOldPartSettings, findOldParts, receiveOldParts } from '../api';
import { useSpareLabels } from '../components/labels';

/**
 * /oldPartsRecyle/scan: the keeper scans an old part's SN code with a scan gun (the built ScanInput)
 * or types it, or the order's number, and receives what it finds into the chosen scrap warehouse
 * (through the ledger). One column, so it works on a phone.
 */
export default function OldPartScanPage() {
  const { t } = useTranslation();
  const labels = useSpareLabels();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: [...SPARE_KEY, 'oldParts', 'param'], queryFn: fetchOldPartSettings });
  const [chosenStore, setStore] = useState<number>();
  const store = chosenStore ?? settings.data?.stores[0]?.id;
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState<string>();
  const [found, setFound] = useState<OldPart[]>([]);
  const [received, setReceived] = useState<OldPart[]>([]);
  const [busy, setBusy] = useState(false);

  const find = async (raw: string) => {
    const code = raw.trim();
    if (!code) return;
    setTyped(code);
    setBusy(true);
    try {
      setFound(await findOldParts(code));
      setSearched(code);
    } catch {
      setFound([]);
    } finally {
      setBusy(false);
    }
  };
  const receive = async (o: OldPart) => {
    if (!store) return showToast('error', t('spareParts.oldParts.noStore'));
    if (await runAction(() => receiveOldParts({ ids: [o.id], warehouseId: store }))) {
      showToast('success', t('spareParts.oldParts.received', { count: 1 }));
      const rest = found.filter((x) => x.id !== o.id);
      setFound(rest);
      if (!rest.length) setSearched(undefined);
      setReceived((list) => [o, ...list]);
      setTyped('');
      void queryClient.invalidateQueries({ queryKey: SPARE_KEY });
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <Card title={t('spareParts.routes.oldPartsRecyleScan')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('spareParts.oldParts.store')}</Typography.Text>
          {settings.data && !settings.data.stores.length ? (
            <Typography.Text type="warning">{t('spareParts.oldParts.noStore')}</Typography.Text>
          ) : (
            <Select
              value={store}
              onChange={setStore}
              options={settings.data?.stores.map((s) => ({ value: s.id, label: s.name }))}
              style={{ width: '100%' }}
              data-testid="scan-store"
            />
          )}
          <Space.Compact style={{ width: '100%' }}>
            <ScanInput
              value={typed}
              autoFocus
              onChange={(e) => setTyped(e.target.value)}
              onScan={(value) => void find(value)}
              onPressEnter={() => void find(typed)}
              placeholder={t('spareParts.oldParts.scanHint')}
              maxLength={OLD_PART_SN_MAX}
              data-testid="scan-input"
            />
            <Button type="primary" loading={busy} onClick={() => void find(typed)} data-testid="scan-find">
              {t('spareParts.oldParts.find')}
            </Button>
          </Space.Compact>
        </Space>
      </Card>
      {searched !== undefined && (
        <Card size="small" title={t('spareParts.oldParts.foundFor', { code: searched })}>
          {found.length ? (
            <List
              dataSource={found}
              renderItem={(o) => (
                <List.Item
                  data-testid="scan-found"
                  actions={[
                    <Button
                      key="r"
                      type="primary"
                      size="small"
                      onClick={() => void receive(o)}
                      data-testid="scan-receive"
                    >
                      {t('spareParts.oldParts.receive')}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={
                      <Space wrap>
                        {o.name}
                        <Tag color={o.state === OLD_PART_STATES.unreturned ? 'orange' : 'blue'}>
                          {labels.oldPart(o.state)}
                        </Tag>
                      </Space>
                    }
                    description={`${o.snCode ?? '—'} · ${o.orderNo} · ${o.engineerName ?? ''} · ${o.quantity}`}
                  />
                </List.Item>
              )}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('spareParts.oldParts.notFound')} />
          )}
        </Card>
      )}
      {received.length > 0 && (
        <Card size="small" title={t('spareParts.oldParts.receivedHere')}>
          <List
            size="small"
            dataSource={received}
            renderItem={(o) => (
              <List.Item data-testid="scan-received">
                {o.name} · {o.snCode ?? o.orderNo}
              </List.Item>
            )}
          />
        </Card>
      )}
    </Space>
  );
}

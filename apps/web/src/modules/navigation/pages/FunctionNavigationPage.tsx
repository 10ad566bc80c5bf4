import { useState } from 'react';
import { Card, Empty, Flex, Input, Typography } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isAllowed } from '@fieldline/domain';
import type { AppRoute, MenuGroupKey } from '../../../shell/paths';
import { appRoutes } from '../../../shell/route-table';
import { useSession } from '../../../shell/session/useSession';

/**
 * /navigation, function navigation: every page of the route table this user may open, by menu
 * group, with a filter. Kept alive, so the filter stays while the user visits the pages it found.
 */
export default function FunctionNavigationPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [filter, setFilter] = useState('');
  const text = filter.trim().toLowerCase();

  const pages = appRoutes()
    .filter(
      (r): r is AppRoute & { menuKey: MenuGroupKey } =>
        r.layout && !!r.menuKey && !r.path.includes(':') && isAllowed(r.permission, user?.powers ?? []),
    )
    .filter((r) => !text || t(r.nameKey).toLowerCase().includes(text) || r.path.toLowerCase().includes(text));
  const groups = [...new Set(pages.map((r) => r.menuKey))];

  return (
    <Card title={t('routes.navigation')}>
      <Flex vertical gap={16}>
        <Input.Search
          allowClear
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('navigation.filter')}
          aria-label={t('navigation.filter')}
          style={{ maxWidth: 360 }}
          data-testid="navigation-filter"
        />
        {groups.length === 0 && <Empty description={t('navigation.empty')} />}
        {groups.map((group) => (
          <Flex vertical gap={8} key={group}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t(`menus.${group}`)}
            </Typography.Title>
            <Flex gap={12} wrap>
              {pages
                .filter((r) => r.menuKey === group)
                .map((r) => (
                  <Link key={r.name} to={r.path} data-testid="navigation-entry">
                    <Card size="small" hoverable style={{ width: 200 }}>
                      <Flex justify="space-between" align="center">
                        {t(r.nameKey)}
                        <RightOutlined style={{ color: '#8c8c8c', fontSize: 12 }} />
                      </Flex>
                    </Card>
                  </Link>
                ))}
            </Flex>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

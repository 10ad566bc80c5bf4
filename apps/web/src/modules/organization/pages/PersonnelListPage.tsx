import { useState } from 'react';
import { Card, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORG_ACCESS } from '@fieldline/domain';
import { DepartmentPanel } from '../components/DepartmentPanel';
import { RolePanel } from '../components/RolePanel';
import { UserPanel } from '../components/UserPanel';
import { useCan } from '../hooks/useOrg';
import { USER_LIST } from '../lists';
import { useListState } from '../../../components/DataTable/useListState';
import { HelpTip } from '../../../components/HelpTip';

/**
 * /organizationalStructure: the department tree with the users of the selected department, and
 * (with the roles code) the roles and their permissions.
 */
export default function PersonnelListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const users = useListState(USER_LIST);
  const { departmentId } = users.filters;
  const [section, setSection] = useState('people');

  const people = (
    <Flex gap={16} align="flex-start" wrap>
      <div style={{ flex: '0 0 280px' }}>
        <DepartmentPanel
          selectedId={departmentId}
          onSelect={(id) => users.setFilters({ departmentId: id })}
        />
      </div>
      <div style={{ flex: '1 1 600px', minWidth: 0 }}>
        <UserPanel list={users} />
      </div>
    </Flex>
  );

  return (
    <Card title={t('routes.organizationalStructure')}>
      <HelpTip tip="organization" />
      <Tabs
        activeKey={section}
        onChange={setSection}
        items={[
          { key: 'people', label: t('organization.sections.people'), children: people },
          ...(can(ORG_ACCESS.roles)
            ? [{ key: 'roles', label: t('organization.sections.roles'), children: <RolePanel /> }]
            : []),
        ]}
      />
    </Card>
  );
}

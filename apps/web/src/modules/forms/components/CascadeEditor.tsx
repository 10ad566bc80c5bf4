import { Button, Flex, Input, Tooltip } from 'antd';
import { DeleteOutlined, PlusOutlined, SubnodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FIELD_OPTION_MAX, type CascadeOption } from '@fieldline/domain';
import { addNode, canHaveChildren, removeNode, renameNode, type TreePath } from '../designer/tree';

interface Props {
  value: CascadeOption[];
  onChange(tree: CascadeOption[]): void;
}

const INDENT = 20;

/** The options of a cascade field: up to three levels, each node renamed, removed or given children. */
export function CascadeEditor({ value, onChange }: Props) {
  const { t } = useTranslation();
  const newLabel = (siblings: number) => t('forms.designer.defaultOption', { n: siblings + 1 });

  const nodes = (list: CascadeOption[], parent: TreePath) =>
    list.map((node, i) => {
      const path = [...parent, i];
      return (
        <Flex key={path.join('.')} vertical gap={6}>
          <Flex gap={4} style={{ paddingLeft: parent.length * INDENT }}>
            <Input
              size="small"
              value={node.label}
              maxLength={FIELD_OPTION_MAX}
              showCount
              status={node.label.trim() ? undefined : 'error'}
              onChange={(e) => onChange(renameNode(value, path, e.target.value))}
              aria-label={t('forms.props.treeLevel', { level: path.length })}
            />
            {canHaveChildren(path) && (
              <Tooltip title={t('forms.props.addChild')}>
                <Button
                  size="small"
                  icon={<SubnodeOutlined />}
                  aria-label={t('forms.props.addChild')}
                  onClick={() => onChange(addNode(value, path, newLabel(node.children?.length ?? 0)))}
                />
              </Tooltip>
            )}
            <Button
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('forms.props.removeOption')}
              onClick={() => onChange(removeNode(value, path))}
            />
          </Flex>
          {node.children?.length ? nodes(node.children, path) : null}
        </Flex>
      );
    });

  return (
    <Flex vertical gap={6} data-testid="cascade-editor">
      {nodes(value, [])}
      <Button
        type="dashed"
        size="small"
        icon={<PlusOutlined />}
        onClick={() => onChange(addNode(value, [], newLabel(value.length)))}
      >
        {t('forms.props.addOption')}
      </Button>
    </Flex>
  );
}

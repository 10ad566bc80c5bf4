import { useState } from 'react';
import { Button, Card, Flex, Input, Modal, Popconfirm, Tree, type ButtonProps } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  KNOWLEDGE_CATEGORY_DEPTH_MAX,
  KNOWLEDGE_CATEGORY_NAME_MAX,
  type KnowledgeCategory,
  type KnowledgeKind,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { submitForm, runAction } from '../../../shell/submit';
import { categoriesKey, deleteCategory, fetchCategories, saveCategory } from '../api';

interface TreeNode {
  key: number;
  title: React.ReactNode;
  children: TreeNode[];
}
type Editing = { parentId: number | null; id?: number; name: string };

/**
 * The category tree of FAQs or documents (at most 3 levels, names ≤ 8): choosing one filters the
 * list; managers add, rename and delete (an empty category only).
 */
export function CategoryTree({
  kind,
  canManage,
  selected,
  onSelect,
}: {
  kind: KnowledgeKind;
  canManage: boolean;
  selected?: number;
  onSelect(id: number | undefined): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: categoriesKey(kind), queryFn: () => fetchCategories(kind) });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [form] = Form.useForm<{ name: string }>();
  const reload = () => void queryClient.invalidateQueries({ queryKey: categoriesKey(kind) });

  const save = async ({ name }: { name: string }) => {
    if (!editing) return;
    const done = await submitForm(form, ['name', 'parentId'], () =>
      saveCategory({ id: editing.id, kind, parentId: editing.parentId, name }),
    );
    if (done !== undefined) {
      setEditing(null);
      reload();
    }
  };
  const remove = async (id: number) => {
    if (await runAction(() => deleteCategory(id, kind))) {
      if (selected === id) onSelect(undefined);
      reload();
    }
  };
  const toNodes = (list: KnowledgeCategory[]): TreeNode[] =>
    list.map((c) => ({
      key: c.id,
      title: (
        <Flex gap={4} align="center" data-testid="kb-category">
          <span>{c.name}</span>
          {canManage && (
            <span onClick={(e) => e.stopPropagation()}>
              {c.depth < KNOWLEDGE_CATEGORY_DEPTH_MAX && (
                <Button
                  size="small"
                  type="text"
                  icon={<PlusOutlined />}
                  aria-label={t('knowledge.category.addChild')}
                  onClick={() => setEditing({ parentId: c.id, name: '' })}
                />
              )}
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={t('knowledge.category.rename')}
                onClick={() => setEditing({ parentId: c.parentId, id: c.id, name: c.name })}
              />
              <Popconfirm
                title={t('knowledge.category.deleteConfirm', { name: c.name })}
                onConfirm={() => void remove(c.id)}
                okText={t('knowledge.common.delete')}
                cancelText={t('knowledge.common.cancel')}
                okButtonProps={{ danger: true }}
              >
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('knowledge.common.delete')}
                />
              </Popconfirm>
            </span>
          )}
        </Flex>
      ),
      children: toNodes(c.children),
    }));

  return (
    <Card
      size="small"
      title={t('knowledge.category.title')}
      extra={
        canManage && (
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ parentId: null, name: '' })}
            data-testid="kb-category-add"
          >
            {t('knowledge.category.add')}
          </Button>
        )
      }
    >
      <Button type={selected ? 'text' : 'link'} size="small" onClick={() => onSelect(undefined)}>
        {t('knowledge.category.all')}
      </Button>
      <Tree
        blockNode
        defaultExpandAll
        key={tree.dataUpdatedAt}
        selectedKeys={selected ? [selected] : []}
        treeData={toNodes(tree.data ?? [])}
        onSelect={(keys) => onSelect(keys[0] === undefined ? undefined : Number(keys[0]))}
      />
      {editing && (
        <Modal
          open
          title={t(editing.id ? 'knowledge.category.rename' : 'knowledge.category.add')}
          onCancel={() => setEditing(null)}
          onOk={() => form.submit()}
          okText={t('knowledge.common.save')}
          cancelText={t('knowledge.common.cancel')}
          okButtonProps={{ 'data-testid': 'kb-category-save' } as ButtonProps}
          destroyOnHidden
        >
          <Form
            form={form}
            layout="vertical"
            initialValues={{ name: editing.name }}
            onFinish={(v) => void save(v)}
          >
            <Form.Item
              name="name"
              label={t('knowledge.category.name')}
              rules={[{ required: true, whitespace: true, message: t('knowledge.category.nameRequired') }]}
            >
              <Input maxLength={KNOWLEDGE_CATEGORY_NAME_MAX} showCount data-testid="kb-category-name" />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </Card>
  );
}

export interface CategoryOption {
  value: number;
  title: string;
  children: CategoryOption[];
}

/** The categories of a kind as TreeSelect options. */
export function useCategoryOptions(kind: KnowledgeKind): CategoryOption[] {
  const tree = useQuery({ queryKey: categoriesKey(kind), queryFn: () => fetchCategories(kind) });
  const toOptions = (list: KnowledgeCategory[]): CategoryOption[] =>
    list.map((c) => ({ value: c.id, title: c.name, children: toOptions(c.children) }));
  return toOptions(tree.data ?? []);
}

import { Suspense, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { App, Alert, Badge, Button, Card, Empty, Flex, Result, Skeleton, Spin, Typography } from 'antd';
import { EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTROL_LABELS, systemFieldsOf, type ControlType, type FormKind } from '@fieldline/domain';
import { useLocale } from '../../../shell/useLocale';
import { showToast } from '../../../shell/notify';
import { PaidFeature } from '../../../shell/paid';
import { isApiError, isCancel } from '../../../shell/request';
import { lazyPart } from '../../../shell/chunks';
import {
  FIELD_SET_QUERY_KEY,
  fieldSetKey,
  saveFields,
  updateSystemFieldView,
  useFieldSet,
  type FieldSet,
} from '../api';
import {
  designerIssues,
  fieldKeyOfSaveError,
  previewFields,
  savePayload,
  systemViewChanges,
} from '../designer/payload';
import {
  EMPTY_DESIGNER,
  canvasItems,
  createField,
  customEntry,
  designerReducer,
  entryKey,
  isCustomEntry,
  type DesignerState,
} from '../designer/state';
import { useLeaveGuard } from '../../../components/useLeaveGuard';
import { usePropertyLabels } from '../hooks/usePropertyLabels';
import { Canvas } from './Canvas';
import { FieldProperties } from './FieldProperties';
import { Palette } from './Palette';
import { SystemFieldProperties } from './SystemFieldProperties';

// The preview loads when opened: it renders every control a user fills in (dates, uploads, signatures).
const PreviewModal = lazyPart(() => import('./PreviewModal').then((m) => m.PreviewModal));

const PROPERTIES_WIDTH = 340;
/** The properties panel scrolls on its own, so it stays beside the field it edits. */
const PROPERTIES_MAX_HEIGHT = 'calc(100vh - 220px)';

export interface FormDesignerProps {
  kind: FormKind;
  /** The template to design; the kind's default template when absent. */
  templateId?: number | null;
  /** Left of the toolbar (the page's pickers and title). */
  toolbar?: ReactNode;
  onDirtyChange?(dirty: boolean): void;
}

/**
 * The form designer (spec-business §3, §5): a palette of the 25 controls, the canvas with the
 * system fields' fixed blocks and the custom fields in order, the selected field's properties,
 * a live preview, and Save (checked first with the same rules the server applies).
 */
export function FormDesigner({ kind, templateId, toolbar, onDirtyChange }: FormDesignerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const query = useFieldSet(kind, templateId, { refetchOnWindowFocus: false });
  const [state, dispatch] = useReducer(designerReducer, EMPTY_DESIGNER);
  const [loaded, setLoaded] = useState<FieldSet | null>(null);
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const labels = usePropertyLabels();

  // Server data replaces the designer's state when it arrives, unless there are unsaved changes.
  if (query.data && query.data !== loaded && !state.dirty) {
    setLoaded(query.data);
    dispatch({ type: 'load', data: query.data });
  }
  useEffect(() => onDirtyChange?.(state.dirty), [state.dirty, onDirtyChange]);
  useLeaveGuard(state.dirty);

  // System fields' names in the language on screen (the server's are in the language of the load).
  const system = useMemo(() => {
    const names = new Map(systemFieldsOf(kind, loaded?.template.mode).map((s) => [s.key, s.name[locale]]));
    return state.system.map((s) => ({ ...s, name: names.get(s.key) ?? s.name }));
  }, [kind, loaded, locale, state.system]);
  const items = useMemo(() => canvasItems({ ...state, system }), [state, system]);
  const issues = useMemo(() => designerIssues(state, locale, labels), [state, locale, labels]);
  const flagged = useMemo(() => new Set(issues.flatMap((i) => (i.key ? [i.key] : []))), [issues]);

  const add = (type: ControlType, before: string | null = null) =>
    dispatch({
      type: 'add',
      before,
      field: createField(type, state.fields, {
        label: CONTROL_LABELS[type][locale],
        option: (n) => t('forms.designer.defaultOption', { n }),
        separator: locale === 'en_GB' ? ' ' : '',
      }),
    });

  const remove = (entry: string) => {
    const field = state.fields.find((f) => f.key === entryKey(entry));
    if (!field) return;
    if (!field.id) return dispatch({ type: 'remove', entry });
    modal.confirm({
      title: t('forms.designer.removeTitle'),
      content: t('forms.designer.removeConfirm', { name: field.name }),
      okText: t('forms.designer.remove'),
      okButtonProps: { danger: true, ...{ 'data-testid': 'confirm-remove' } },
      cancelText: t('forms.common.cancel'),
      onOk: () => dispatch({ type: 'remove', entry }),
    });
  };

  const save = async (current: DesignerState) => {
    const problems = designerIssues(current, locale, labels);
    if (problems.length) {
      const first = problems.find((p) => p.key);
      if (first?.key) dispatch({ type: 'select', entry: customEntry(first.key) });
      modal.error({
        title: t('forms.designer.issuesTitle'),
        content: (
          <ul style={{ paddingLeft: 18, margin: 0 }} data-testid="save-issues">
            {[...new Set(problems.map((p) => p.text))].map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ),
      });
      return;
    }
    const target = current.templateId;
    if (target === null) return;
    setSaving(true);
    try {
      for (const change of systemViewChanges(current))
        if (isCancel(await updateSystemFieldView({ templateId: target, ...change }))) return;
      const saved = await saveFields(savePayload({ ...current, templateId: target }));
      if (isCancel(saved)) return;
      const selectedCode = current.fields.find((f) => customEntry(f.key) === current.selected)?.code;
      await queryClient.invalidateQueries({ queryKey: FIELD_SET_QUERY_KEY, refetchType: 'none' });
      queryClient.setQueryData(fieldSetKey(kind, templateId), saved);
      queryClient.setQueryData(fieldSetKey(kind, target), saved);
      setLoaded(saved);
      dispatch({ type: 'load', data: saved });
      const again = saved.fields.find((f) => f.code === selectedCode);
      if (again) dispatch({ type: 'select', entry: customEntry(String(again.id)) });
      showToast('success', t('forms.designer.saved'));
    } catch (error) {
      const key = isApiError(error) && error.field ? fieldKeyOfSaveError(error.field, current) : null;
      if (key) dispatch({ type: 'select', entry: customEntry(key) });
    } finally {
      setSaving(false);
    }
  };

  if (query.isError)
    return (
      <Result
        status="warning"
        title={t('forms.designer.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('forms.common.retry')}</Button>}
      />
    );

  const selected = state.selected;
  const selectedField =
    selected && isCustomEntry(selected) ? state.fields.find((f) => f.key === entryKey(selected)) : undefined;
  const selectedSystem =
    selected && !isCustomEntry(selected) ? system.find((s) => `s:${s.key}` === selected) : undefined;

  return (
    <Flex vertical gap={12} data-testid="form-designer">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex gap={12} align="center" wrap>
          {toolbar}
          {state.dirty && <Badge status="warning" text={t('forms.designer.unsaved')} />}
        </Flex>
        <Flex gap={8}>
          <Button
            icon={<EyeOutlined />}
            onClick={() => setPreview(true)}
            disabled={!loaded}
            data-testid="designer-preview"
          >
            {t('forms.designer.preview')}
          </Button>
          <PaidFeature feature="customFields">
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={saving}
              disabled={!loaded || !state.dirty}
              onClick={() => void save(state)}
              data-testid="designer-save"
            >
              {t('forms.designer.save')}
            </Button>
          </PaidFeature>
        </Flex>
      </Flex>
      {!loaded ? (
        <Skeleton active />
      ) : (
        <Flex gap={12} align="flex-start">
          <Palette onAdd={(type) => add(type)} />
          <Canvas
            items={items}
            selected={state.selected}
            flagged={flagged}
            onSelect={(entry) => dispatch({ type: 'select', entry })}
            onAdd={add}
            onMove={(entry, before) => dispatch({ type: 'move', entry, before })}
            onMoveBy={(entry, delta) => dispatch({ type: 'moveBy', entry, delta })}
            onRemove={remove}
          />
          <Card
            size="small"
            title={t('forms.designer.properties')}
            style={{ width: PROPERTIES_WIDTH, flex: 'none', position: 'sticky', top: 0 }}
            styles={{ body: { maxHeight: PROPERTIES_MAX_HEIGHT, overflowY: 'auto' } }}
          >
            {selectedField ? (
              <FieldProperties
                key={selectedField.key}
                field={selectedField}
                fields={state.fields}
                issues={issues.filter((i) => i.key === selectedField.key)}
                onChange={(patch) => dispatch({ type: 'update', key: selectedField.key, patch })}
              />
            ) : selectedSystem ? (
              <SystemFieldProperties
                field={selectedSystem}
                onChange={(change) => dispatch({ type: 'system', key: selectedSystem.key, ...change })}
              />
            ) : (
              <Empty description={t('forms.designer.noSelection')} />
            )}
          </Card>
        </Flex>
      )}
      {issues.some((i) => !i.key) && (
        <Alert
          type="error"
          showIcon
          message={issues
            .filter((i) => !i.key)
            .map((i) => i.text)
            .join(' ')}
        />
      )}
      {preview && (
        <Suspense fallback={<Spin fullscreen />}>
          <PreviewModal fields={previewFields(state)} onClose={() => setPreview(false)} />
        </Suspense>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('forms.designer.saveHint')}
      </Typography.Text>
    </Flex>
  );
}

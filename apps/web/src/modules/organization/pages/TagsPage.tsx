import { useTranslation } from 'react-i18next';
import { TAG_OBJECT_KIND_NAMES, type TagObjectKind } from '@fieldline/domain';
import { TagsManager } from '../components/TagsManager';
import { useLocale } from '../hooks/useOrg';

/** /tagsManage/{personTag,orderTag,customerTag}: one page per kind of tagged object. */
export function TagsPage({ objectKind }: { objectKind: TagObjectKind }) {
  useTranslation();
  const locale = useLocale();
  return (
    <TagsManager key={objectKind} objectKind={objectKind} title={TAG_OBJECT_KIND_NAMES[objectKind][locale]} />
  );
}

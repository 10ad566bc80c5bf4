import { TAG_OBJECT_KINDS } from '@fieldline/domain';
import { TagsPage } from './TagsPage';

/** /tagsManage/personTag (object kind {TAG_OBJECT_KINDS.person}). */
export default function PersonTagPage() {
  return <TagsPage objectKind={TAG_OBJECT_KINDS.person} />;
}

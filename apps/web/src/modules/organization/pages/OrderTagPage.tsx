import { TAG_OBJECT_KINDS } from '@fieldline/domain';
import { TagsPage } from './TagsPage';

/** /tagsManage/orderTag (object kind {TAG_OBJECT_KINDS.order}). */
export default function OrderTagPage() {
  return <TagsPage objectKind={TAG_OBJECT_KINDS.order} />;
}

import { TAG_OBJECT_KINDS } from '@fieldline/domain';
import { TagsPage } from './TagsPage';

/** /tagsManage/customerTag (object kind {TAG_OBJECT_KINDS.customer}). */
export default function CustomerTagPage() {
  return <TagsPage objectKind={TAG_OBJECT_KINDS.customer} />;
}

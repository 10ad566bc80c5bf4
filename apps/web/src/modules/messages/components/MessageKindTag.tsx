import { Tag } from 'antd';
import { MESSAGE_KIND_NAMES, isMessageKind } from '@fieldline/domain';
import { useLocale } from '../../../shell/useLocale';

/** Colour by what the message is about. */
const colourOf = (kind: string) =>
  kind.startsWith('order.')
    ? 'blue'
    : kind.startsWith('notice.')
      ? 'gold'
      : kind.startsWith('equipment.')
        ? 'green'
        : 'default';

/** A message kind's name in the language on screen (the domain's names). */
export function MessageKindTag({ kind }: { kind: string }) {
  const locale = useLocale();
  return (
    <Tag color={colourOf(kind)} style={{ marginInlineEnd: 0 }}>
      {isMessageKind(kind) ? MESSAGE_KIND_NAMES[kind][locale] : kind}
    </Tag>
  );
}

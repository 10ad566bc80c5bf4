import dayjs from 'dayjs';

/** A timestamp as the detail shows it, or `none` when there is none. */
export const dateTime = (iso: string | null | undefined, none: string) =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : none;

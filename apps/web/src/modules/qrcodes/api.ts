import { useQuery } from '@tanstack/react-query';
import {
  scanPath,
  type Page,
  type PageQuery,
  type QrBatchRow,
  type QrCodeLogRow,
  type QrCodeRow,
  type QrCodeState,
  type ScanInfo,
  type qrBatchCreateSchema,
  type scanReportSchema,
} from '@fieldline/domain';
import type { Body } from '../../shell/body';
import { get, post } from '../../shell/request';

export const QR_KEY = 'qrcodes';
export const BATCH_LIST_KEY = [QR_KEY, 'batches'] as const;
export const codeListKey = (batchId: number) => [QR_KEY, 'codes', batchId] as const;
export const codeKey = (id: number) => [QR_KEY, 'code', id] as const;

export const fetchBatches = (query: { keyword?: string } & PageQuery) =>
  get<Page<QrBatchRow>>('/v2/qrcode/batch/list', { ...query });
export const fetchBatch = (id: number) => get<QrBatchRow>('/v2/qrcode/batch/detail', { id });
export function useBatch(id: number, enabled = true) {
  return useQuery({ queryKey: [QR_KEY, 'batch', id], queryFn: () => fetchBatch(id), enabled, retry: false });
}
export const createBatch = (body: Body<typeof qrBatchCreateSchema>) =>
  post<{ id: number }>('/v2/qrcode/batch/save', { ...body }, { fieldErrors: ['name', 'count'] });

export interface CodeConditions {
  batchId: number;
  state?: QrCodeState;
  keyword?: string;
}
export const fetchCodes = (query: CodeConditions & PageQuery) =>
  get<Page<QrCodeRow>>('/v2/qrcode/list', { ...query });
export const fetchCode = (id: number) => get<QrCodeRow>('/v2/qrcode/detail', { id });
export function useCode(id: number, enabled = true) {
  return useQuery({ queryKey: codeKey(id), queryFn: () => fetchCode(id), enabled, retry: false });
}

/** A code's history, newest first (one page of the latest entries). */
export const HISTORY_SIZE = 50;
export function useCodeLogs(qrCodeId: number, enabled = true) {
  return useQuery({
    queryKey: [QR_KEY, 'logs', qrCodeId],
    queryFn: () =>
      get<Page<QrCodeLogRow>>('/v2/qrcode/logs', { qrCodeId, pageIndex: 0, pageSize: HISTORY_SIZE }),
    enabled,
  });
}

export const bindCode = (qrCode: string, customerProductId: number) =>
  post<null>('/v2/qrcode/bind', { qrCode, customerProductId }, { fieldErrors: ['qrCode'] });
export const unbindCode = (id: number) => post<null>('/v2/qrcode/unbind', { id });

/* ---------- the public scan page (no session) ---------- */

export const fetchScan = (code: string) =>
  get<ScanInfo>(`/public/scan/${encodeURIComponent(code)}`, undefined, { silent: true });
export const sendReport = (code: string, body: Body<typeof scanReportSchema>) =>
  post<{ createdAt: string; orderNo: string }>(
    `/public/scan/${encodeURIComponent(code)}/report`,
    { ...body },
    {
      fieldErrors: ['name', 'phone', 'description'],
    },
  );

/** The URL a code's QR image encodes: the public scan page on this site. */
export const scanUrl = (code: string) => `${window.location.origin}${scanPath(code)}`;

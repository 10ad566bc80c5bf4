import { z } from 'zod';
import {
  CUSTOMER_ACCESS,
  CUSTOMER_IMPORT_MAX_BYTES,
  customerExportSchema,
  customerFilterSchema,
  customerTimelineQuerySchema,
} from '@fieldline/domain';
import { readXlsxUpload } from '../files';
import { defineRoute } from '../../core/route';
import { customerErrors } from './errors';
import { exportCustomers } from './export';
import { importCustomers, importTemplate } from './import';
import { customerTimeline } from './timeline';

const tags = ['customers'];
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Customer import and export (.xlsx, download centre) and the timeline of a customer (issue 6). */
export const fileRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/customer/importTemplate',
    access: CUSTOMER_ACCESS.create,
    raw: true,
    tags,
    summary:
      'The .xlsx import template: fixed columns (required ones marked *) and the custom fields I may fill, in my language',
    query: z.object({ t: z.unknown().optional() }),
    handler: async ({ reply, tenant }) => {
      const name = tenant.locale === 'zh_CN' ? '客户导入模板.xlsx' : 'Customer import template.xlsx';
      const bytes = await importTemplate(tenant);
      return reply
        .header('content-type', XLSX_MIME)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(Buffer.from(bytes));
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/customer/import',
    access: CUSTOMER_ACCESS.create,
    multipart: true,
    tags,
    summary:
      'Import customers from an .xlsx (multipart field "file"): saves the good rows and answers { total, saved, failed, errors: [{ row, field, message }] }',
    handler: async ({ req, tenant }) => {
      const bytes = await readXlsxUpload(req, tenant.auth, CUSTOMER_IMPORT_MAX_BYTES, customerErrors);
      return importCustomers(tenant, bytes);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/customer/export',
    access: CUSTOMER_ACCESS.export,
    tags,
    summary:
      'Export the customers I may see matching the list filters (query, as epCustomerList) to .xlsx in the download centre; body { fileName } (required)',
    query: customerFilterSchema,
    body: customerExportSchema,
    handler: ({ tenant, query, body }) => exportCustomers(tenant, query, body.fileName),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/customer/timeline',
    access: CUSTOMER_ACCESS.view,
    tags,
    summary: 'One page of the changes of a customer I may see, newest first: who, when, what',
    query: customerTimelineQuerySchema,
    handler: ({ tenant, query }) => customerTimeline(tenant, query.id, query),
  }),
];

export * from './signature';
export * from './placeholders';
export * from './sms.schema';

export * from './coupons.schemas';

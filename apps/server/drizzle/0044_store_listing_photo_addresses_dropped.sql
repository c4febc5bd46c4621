-- A listing's photo is now uploaded (store_listing_photos, migration 0043): an https address typed in could never show on
-- the storefront, whose Content-Security-Policy allows images from the app only.
ALTER TABLE "store_listings" DROP COLUMN "photo_url";
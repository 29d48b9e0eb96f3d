import type { BlobStoreConfig } from '../../config';
import type { BlobStore } from './blob-store';
import { createLocalBlobStore } from './local-blob-store';
import { createS3BlobStore } from './s3-blob-store';

/** The store the configuration names: the local folder unless BLOB_STORE=s3. */
export function createBlobStore(config: BlobStoreConfig): BlobStore {
  if (config.BLOB_STORE === 'local') return createLocalBlobStore(config.BLOB_DIR);
  return createS3BlobStore({
    endpoint: config.S3_ENDPOINT,
    // The config schema refuses BLOB_STORE=s3 without a bucket.
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}

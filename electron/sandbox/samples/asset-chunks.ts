/**
 * Uploaded files split into chunks, keyed by a BINARY partition key (a 12-byte asset id) and a
 * sort key using "|" as its delimiter: chunk|00000.., manifest, thumb|large, thumb|small. The
 * manifest is the one item of its kind in each collection; chunks and thumbnails repeat.
 */
import type { Item } from '../../../shared/dynamo/types.js';
import { createRng, hash32 } from './random.js';
import type { SampleTable } from './types.js';
import { B, isoFromEpoch, N, S, pad } from './values.js';

const ASSETS = 14;

/** A stable 12-byte id per asset, independent of the order the generator draws random numbers. */
export function assetId(n: number): Uint8Array {
  const out = new Uint8Array(12);
  for (let word = 0; word < 3; word++) {
    const h = hash32(`asset-${n}-${word}`);
    for (let k = 0; k < 4; k++) out[word * 4 + k] = (h >>> (24 - 8 * k)) & 0xff;
  }
  return out;
}

function items(): Item[] {
  const rng = createRng(909);
  const out: Item[] = [];
  for (let n = 1; n <= ASSETS; n++) {
    const id = B(assetId(n));
    const chunkCount = n === 1 ? 5 : rng.int(2, 6);
    const withThumbs = n === 1 || (n !== 2 && rng.chance(0.65));
    let size = 0;
    for (let c = 0; c < chunkCount; c++) {
      const bytes = rng.int(3_000, 6_000);
      size += bytes;
      out.push({ assetId: id, part: S(`chunk|${pad(c, 5)}`), data: B(rng.bytes(bytes)), offset: N(size - bytes) });
    }
    const ext = rng.pick(['pdf', 'png', 'mp3', 'csv'] as const);
    out.push({
      assetId: id,
      part: S('manifest'),
      fileName: S(`upload-${pad(n, 3)}.${ext}`),
      contentType: S({ pdf: 'application/pdf', png: 'image/png', mp3: 'audio/mpeg', csv: 'text/csv' }[ext]),
      sizeBytes: N(size),
      chunkCount: N(chunkCount),
      sha256: S(rng.hex(64)),
      uploadedAt: S(isoFromEpoch(1_750_000_000 + n * 86_400)),
    });
    if (withThumbs) {
      for (const [label, px] of [
        ['large', 512],
        ['small', 128],
      ] as const) {
        out.push({ assetId: id, part: S(`thumb|${label}`), widthPx: N(px), image: B(rng.bytes(px * 2)) });
      }
    }
  }
  return out;
}

export const assetChunks: SampleTable = {
  definition: {
    TableName: 'asset-chunks',
    KeySchema: [
      { AttributeName: 'assetId', KeyType: 'HASH' },
      { AttributeName: 'part', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'assetId', AttributeType: 'B' },
      { AttributeName: 'part', AttributeType: 'S' },
    ],
  },
  description:
    'File chunks under a BINARY partition key, sort keys chunk|nnnnn, manifest and thumb|<size> ("|" delimiter)',
  items,
  patterns: [
    {
      description: 'An asset with its chunks, manifest and both thumbnails',
      partitionKeyValue: B(assetId(1)),
      expectedParentSortKey: S('manifest'),
      expectedEntityTypes: ['chunk', 'manifest', 'thumb'],
    },
    {
      description: 'An asset without thumbnails',
      partitionKeyValue: B(assetId(2)),
      expectedParentSortKey: S('manifest'),
      expectedEntityTypes: ['chunk', 'manifest'],
    },
  ],
};

/**
 * What a sample of each page says about attributes that might name an item's entity: which ones
 * exist, how often, with how many distinct string values. Attributes whose name says "type" are
 * watched as soon as they appear; others once their statistics look like a type's (string values,
 * few distinct, on most items). Watched attributes are read on every item; which one (if any) is
 * the table's type attribute is decided later, from how their values line up with key shapes.
 */
import type { Item } from '../../dynamo/types.js';

/** Names that libraries and conventions give a type attribute (`kind`, `__type`, `_et`, `__edb_e__`, ...). */
const TYPE_LIKE_NAME =
  /^_*(type|kind|entity|entity_?type|entity_?name|record_?type|item_?type|object_?type|doc_?type|model_?name|typename|et|edb_e|class_?name)_*$/i;

export function isTypeLikeName(name: string): boolean {
  return TYPE_LIKE_NAME.test(name);
}

const MAX_DISTINCT = 40;
const MAX_STATISTICAL = 2;
const VALUE_WORD = /^[A-Za-z_$~][\w$.~ #:-]{0,63}$/;

interface AttributeStats {
  typeLike: boolean;
  present: number;
  strings: number;
  values: Map<string, number>;
  wordValues: number;
}

export class AttributeSample {
  private readonly stats = new Map<string, AttributeStats>();
  sampled = 0;
  /** Attributes read on every item, in the order they were taken up. */
  readonly watched: string[] = [];
  private statistical = 0;
  private smallPicks = 0;

  constructor(
    private readonly keyAttributes: ReadonlySet<string>,
    forced: readonly string[] = [],
  ) {
    for (const f of forced) this.watched.push(f);
  }

  add(item: Item): void {
    this.sampled++;
    for (const name in item) {
      if (this.keyAttributes.has(name)) continue;
      let st = this.stats.get(name);
      if (st === undefined) {
        st = { typeLike: isTypeLikeName(name), present: 0, strings: 0, values: new Map(), wordValues: 0 };
        this.stats.set(name, st);
      }
      st.present++;
      const s = (item[name] as { S?: string }).S;
      if (s === undefined) continue;
      st.strings++;
      const known = st.values.get(s);
      if (known !== undefined) {
        st.values.set(s, known + 1);
        st.wordValues++;
        continue;
      }
      if (!VALUE_WORD.test(s) || st.values.size >= MAX_DISTINCT) continue;
      st.wordValues++;
      st.values.set(s, 1);
      if (st.typeLike && !this.watched.includes(name)) this.watched.push(name);
    }
  }

  /** Takes up attributes that now look like a type by their statistics; call after a page's sample. */
  update(): void {
    // A small read (one partition: 5-10 items) is too small for the statistics; there, a string
    // attribute on (nearly) every item with repeated values is watched, and the type choice asks
    // it to line up one-to-one with the key templates before it is taken as the type.
    const small = this.sampled < 20;
    // Picks on a small read have a quota of their own, so a tiny first page cannot use up the one
    // a larger read's statistics need.
    if (small ? this.sampled < 3 || this.smallPicks >= MAX_STATISTICAL : this.statistical >= MAX_STATISTICAL) return;
    const fits = (st: AttributeStats) => (small ? this.couldBeTypeOnFew(st) : this.looksLikeType(st));
    const ranked = [...this.stats]
      .filter(([name, st]) => !this.watched.includes(name) && fits(st))
      .sort((a, b) => b[1].strings - a[1].strings);
    for (const [name] of ranked) {
      if (small ? this.smallPicks >= MAX_STATISTICAL : this.statistical >= MAX_STATISTICAL) break;
      this.watched.push(name);
      if (small) this.smallPicks++;
      else this.statistical++;
    }
  }

  private couldBeTypeOnFew(st: AttributeStats): boolean {
    const distinct = st.values.size;
    return st.strings >= this.sampled * 0.85 && st.wordValues === st.strings && distinct >= 2 && distinct < st.strings;
  }

  private looksLikeType(st: AttributeStats): boolean {
    const distinct = st.values.size;
    return (
      st.strings >= this.sampled * 0.5 &&
      st.wordValues >= st.strings * 0.95 &&
      distinct >= 2 &&
      distinct <= 24 &&
      st.strings >= distinct * 3
    );
  }
}

import { like, sql, type SQL } from 'drizzle-orm';
import { escapeLikePattern, foldSearchText } from '@campus/contracts';

/**
 * Stored text folded as `foldSearchText` folds a query: the Turkish letters
 * (upper-case ones first, as the database's lower() may not know Turkish
 * rules) to their Latin neighbours, then lower-cased.
 */
export function foldedText(text: SQL): SQL {
  return sql`lower(translate(${text}, 'ÇĞİIŞÖÜÂÎÛçğışöüâîû', 'cgiisouaiucgisouaiu'))`;
}

/** Text that contains the folded query: "ozturk" finds "Öztürk", "IŞIK" finds "ışık". */
export function containsFolded(text: SQL, query: string): SQL {
  return like(foldedText(text), `%${escapeLikePattern(foldSearchText(query))}%`);
}

/** A block of the help and legal texts: a paragraph, or a list of items. */
export type ProseBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * The little markup of the help and legal message files: lines starting with "- " are list items,
 * a blank line separates paragraphs, other lines join the paragraph they belong to.
 */
export function parseProse(text: string): ProseBlock[] {
  const blocks: ProseBlock[] = [];
  let paragraph: string[] = [];
  const closeParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (line.startsWith('- ')) {
      closeParagraph();
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(line.slice(2));
      else blocks.push({ kind: 'list', items: [line.slice(2)] });
    } else if (line === '') {
      closeParagraph();
    } else {
      paragraph.push(line);
    }
  }
  closeParagraph();
  return blocks;
}

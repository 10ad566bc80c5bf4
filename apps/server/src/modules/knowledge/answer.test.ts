import { describe, expect, it } from 'vitest';
import { answerText, cleanAnswer, escapeText, inlineImageIds, renderAnswer } from './answer';

describe('FAQ answers as rich text (spec D10: answer with images inline), cleaned by sanitize-html', () => {
  it('keeps the allowed formatting and drops scripts, handlers, foreign images and unsafe links', () => {
    const { html, text, imageIds } = cleanAnswer(
      '<h3 style="color:red">Steps</h3><ol><li>Open <em>it</em></li><li>Clean</li></ol>' +
        '<img data-file="7" src="x" onload="x()"><img src="https://elsewhere/a.png"><img data-file="abc">' +
        '<a href="javascript:alert(1)">x</a><svg><script>alert(1)</script></svg>',
    );
    expect(html).toBe(
      '<h3>Steps</h3><ol><li>Open <em>it</em></li><li>Clean</li></ol><img data-file="7" /><a target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(text).toBe('Steps\nOpen it\nClean\nx');
    expect(imageIds).toEqual([7]);
  });

  it("plain text (the demo's answers; migration 0055 for older ones) keeps its line breaks and its characters", () => {
    const { html, text } = cleanAnswer(escapeText('Press <Reset> & wait\nthen retry'));
    expect(html).toBe('Press &lt;Reset&gt; &amp; wait<br />then retry');
    expect(text).toBe('Press <Reset> & wait\nthen retry');
  });

  it('an answer of empty markup is none; an image alone is one', () => {
    expect(cleanAnswer('<p> </p><br><script>x</script>').html).toBe('');
    expect(cleanAnswer('<p><img data-file="3"></p>')).toMatchObject({ imageIds: [3], text: '' });
  });

  it('gives inline images their address when read, and nothing else', () => {
    const stored = cleanAnswer('<p>See <img data-file="12" alt="panel"></p>').html;
    expect(inlineImageIds(stored)).toEqual([12]);
    expect(renderAnswer(stored, (id) => `/files/${id}`)).toBe(
      '<p>See <img data-file="12" alt="panel" src="/files/12" loading="lazy" /></p>',
    );
    expect(answerText(stored)).toBe('See');
  });
});

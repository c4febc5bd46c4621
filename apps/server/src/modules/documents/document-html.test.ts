import { describe, expect, it } from 'vitest';
import { sanitizeEditorHtml } from './document-html';

const ours = `/api/v2/document_images/${'c'.repeat(64)}`;

describe('the stored HTML of a document', () => {
  it.each([
    ['a script', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['an event handler', '<p onclick="alert(1)">hi</p><img src="' + ours + '" onerror="alert(1)" alt="">', `<p>hi</p><img src="${ours}" alt="" />`],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a rel="nofollow">x</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a rel="nofollow">x</a>'],
    ['an image from elsewhere', '<img src="https://evil.example/x.png" alt="x"><img src="//evil.example/x.png">', ''],
    ['an iframe, a style and a form', '<iframe src="https://evil.example"></iframe><style>*{}</style><form><input></form>', ''],
    ['a class that is not ours', '<span class="task-mark evil">☑</span><code class="language-ts x">a</code>', '<span class="task-mark">☑</span><code class="language-ts">a</code>'],
  ])('drops %s', (_name, html, expected) => {
    expect(sanitizeEditorHtml(html)).toBe(expected);
  });

  it('keeps what the renderer writes, and makes every link open without the opener', () => {
    const html =
      '<h2>Steps</h2><ul data-type="taskList" data-checklist-id="abc123"><li data-type="taskItem" data-checked="true"><span class="task-mark">☑</span> <p>Guards</p></li></ul>' +
      '<table><tbody><tr><th colspan="2"><p>Zone</p></th></tr></tbody></table><ol start="3"><li><p>x</p></li></ol>' +
      '<p><a href="https://example.com" target="_blank">m</a></p>';
    expect(sanitizeEditorHtml(html)).toBe(html.replace('target="_blank">', 'target="_blank" rel="noopener noreferrer nofollow">'));
  });
});

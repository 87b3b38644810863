import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './html-sanitizer';

describe('rich text from sellers', () => {
  it('keeps formatting', () => {
    expect(
      sanitizeRichText(
        '<h2>标的说明</h2><p><strong>废钢</strong> 约 <em>120</em> 吨</p><ul><li>一</li></ul>',
      ),
    ).toBe('<h2>标的说明</h2><p><strong>废钢</strong> 约 <em>120</em> 吨</p><ul><li>一</li></ul>');
  });

  it('removes scripts, event handlers, styles and javascript links', () => {
    const cleaned = sanitizeRichText(
      '<p onclick="steal()" style="color:red">正文</p><script>alert(1)</script><a href="javascript:alert(1)">点我</a><iframe src="https://evil.example"></iframe>',
    );
    expect(cleaned).toBe('<p>正文</p><a target="_blank" rel="noopener noreferrer nofollow">点我</a>');
  });

  it('keeps only images of our own files', () => {
    const own = '/lyp/api/file/preview/3f1c2a4b-0000-4000-8000-000000000001';
    expect(
      sanitizeRichText(`<img src="${own}" alt="现场照片"><img src="https://tracker.example/p.gif">`),
    ).toBe(`<img src="${own}" alt="现场照片" />`);
  });

  it('opens links in a new tab without passing the page along', () => {
    expect(sanitizeRichText('<a href="https://www.gov.cn">政策</a>')).toBe(
      '<a href="https://www.gov.cn" target="_blank" rel="noopener noreferrer nofollow">政策</a>',
    );
  });
});

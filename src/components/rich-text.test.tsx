import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@/test/render';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('drops an image that fails to load (an origin outside the policy, a file gone), and keeps the rest', () => {
    const { container } = render(
      <RichText html='<p>Hello<img src="https://blocked.example/a.png"><img src="https://cdn.example/b.png" alt="Me"></p>' />,
    );
    const [broken, shown] = [...container.querySelectorAll('img')];
    fireEvent.error(broken!);
    expect([...container.querySelectorAll('img')]).toEqual([shown]);
    expect(container.querySelector('p')).toHaveTextContent('Hello');
  });

  it('every image it shows has an alt', () => {
    const { container } = render(<RichText html='<img src="https://cdn.example/a.png"><img src="a.png">' />);
    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual(['']);
  });
});

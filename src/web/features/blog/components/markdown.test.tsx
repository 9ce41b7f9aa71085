import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks } from './markdown.tsx';

describe('Markdown', () => {
  it('renders ## and ### headings, bullets and paragraphs', () => {
    render(
      <Markdown source={'## Start gently\n\nA paragraph\nthat wraps.\n\n### Why\n- one\n- two\n* three'} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Start gently' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Why' })).toBeInTheDocument();
    expect(screen.getByText('A paragraph that wraps.')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['one', 'two', 'three']);
  });

  it('renders **bold** and *italic* lines and inline emphasis', () => {
    const { container } = render(
      <Markdown source={'**A bold line**\n\n*An italic line*\n\nSome **strong** and *soft* words.'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('A bold line');
    expect(container.querySelectorAll('em')[0]?.textContent).toBe('An italic line');
    expect(screen.getByText('strong').tagName).toBe('STRONG');
    expect(screen.getByText('soft').tagName).toBe('EM');
    // An italic line is emphasis, not a bullet.
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows raw HTML and scripts as text, never as elements', () => {
    const source = '<script>alert("x")</script>\n\n<img src=x onerror="alert(1)">\n\n## <b>Title</b>';
    const { container } = render(<Markdown source={source} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<script>alert("x")</script>')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('<b>Title</b>');
  });

  it('keeps quotations apart from paragraphs', () => {
    expect(parseBlocks('Before\n> A gentle answer\n> turns away wrath.\nAfter')).toEqual([
      { kind: 'p', text: 'Before' },
      { kind: 'quote', text: 'A gentle answer turns away wrath.' },
      { kind: 'p', text: 'After' },
    ]);
  });
});

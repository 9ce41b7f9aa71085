import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqList } from './faq.tsx';

const items = [
  { question: 'First?', answer: 'One.' },
  { question: 'Second?', answer: 'Two.' },
  { question: 'Third?', answer: 'Three.' },
];

describe('FAQ', () => {
  it('keeps one answer open at a time, and closes it when pressed again', async () => {
    const user = userEvent.setup();
    render(<FaqList items={items} />);
    const [first, second] = [
      screen.getByRole('button', { name: 'First?' }),
      screen.getByRole('button', { name: 'Second?' }),
    ];
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('One.')).toBeVisible();

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Two.')).toBeVisible();
    expect(screen.getByText('One.')).not.toBeVisible();

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('names each answer by its question', () => {
    render(<FaqList items={items} />);
    expect(screen.getByRole('region', { name: 'First?' })).toHaveTextContent('One.');
  });
});

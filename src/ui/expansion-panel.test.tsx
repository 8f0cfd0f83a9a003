import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ExpansionPanel } from './expansion-panel.tsx';

const header = (name = 'Shipping') => screen.getByRole('button', { name });
const panelOf = (element: HTMLElement) => element.closest('.sw-expansion-panel');

describe('ExpansionPanel', () => {
  it('starts collapsed: the header says so and the content region is hidden', () => {
    render(<ExpansionPanel title="Shipping">Delivered in two days.</ExpansionPanel>);
    expect(header()).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(header())).toHaveAttribute('data-state', 'collapsed');
    expect(screen.getByText('Delivered in two days.')).not.toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('puts the header button in a heading of level 3 by default', () => {
    render(<ExpansionPanel title="Shipping">Text</ExpansionPanel>);
    const heading = screen.getByRole('heading', { level: 3, name: 'Shipping' });
    expect(heading).toContainElement(header());
  });

  it('uses the heading level it is given', () => {
    render(
      <ExpansionPanel title="Shipping" headingLevel={5}>
        Text
      </ExpansionPanel>,
    );
    expect(screen.getByRole('heading', { level: 5, name: 'Shipping' })).toContainElement(header());
  });

  it('wires the header to a region labelled by the title, as the WAI-ARIA accordion pattern', () => {
    render(
      <ExpansionPanel title="Shipping" defaultExpanded>
        Text
      </ExpansionPanel>,
    );
    const region = screen.getByRole('region', { name: 'Shipping' });
    expect(header()).toHaveAttribute('aria-controls', region.id);
    expect(region.id).not.toBe('');
  });

  it('expands and collapses on click, with data-state following', async () => {
    const user = userEvent.setup();
    render(<ExpansionPanel title="Shipping">Delivered in two days.</ExpansionPanel>);
    await user.click(header());
    expect(header()).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(header())).toHaveAttribute('data-state', 'expanded');
    expect(screen.getByRole('region', { name: 'Shipping' })).toHaveAttribute('data-state', 'expanded');
    expect(screen.getByText('Delivered in two days.')).toBeVisible();
    await user.click(header());
    expect(header()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Delivered in two days.')).not.toBeVisible();
  });

  it('toggles with Enter and with Space', async () => {
    const user = userEvent.setup();
    render(<ExpansionPanel title="Shipping">Text</ExpansionPanel>);
    await user.tab();
    expect(header()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(header()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(header()).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts expanded with defaultExpanded', () => {
    render(
      <ExpansionPanel title="Shipping" defaultExpanded>
        Text
      </ExpansionPanel>,
    );
    expect(header()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Text')).toBeVisible();
  });

  it('reports each toggle to onExpandedChange when uncontrolled', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(
      <ExpansionPanel title="Shipping" onExpandedChange={onExpandedChange}>
        Text
      </ExpansionPanel>,
    );
    await user.click(header());
    await user.click(header());
    expect(onExpandedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows the expanded prop when controlled, and only asks for changes', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    const { rerender } = render(
      <ExpansionPanel title="Shipping" expanded={false} onExpandedChange={onExpandedChange}>
        Text
      </ExpansionPanel>,
    );
    await user.click(header());
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(header()).toHaveAttribute('aria-expanded', 'false');
    rerender(
      <ExpansionPanel title="Shipping" expanded onExpandedChange={onExpandedChange}>
        Text
      </ExpansionPanel>,
    );
    expect(header()).toHaveAttribute('aria-expanded', 'true');
  });

  it('works as a controlled panel driven by its parent state', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [expanded, setExpanded] = useState(true);
      return (
        <ExpansionPanel title="Shipping" expanded={expanded} onExpandedChange={setExpanded}>
          Text
        </ExpansionPanel>
      );
    }
    render(<Parent />);
    expect(header()).toHaveAttribute('aria-expanded', 'true');
    await user.click(header());
    expect(header()).toHaveAttribute('aria-expanded', 'false');
  });

  it('cannot be toggled when disabled, yet stays focusable and says it is disabled', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(
      <ExpansionPanel title="Shipping" disabled onExpandedChange={onExpandedChange}>
        Text
      </ExpansionPanel>,
    );
    expect(header()).toHaveAttribute('aria-disabled', 'true');
    expect(panelOf(header())).toHaveAttribute('data-disabled');
    await user.tab();
    expect(header()).toHaveFocus();
    await user.keyboard('{Enter} ');
    await user.click(header());
    expect(header()).toHaveAttribute('aria-expanded', 'false');
    expect(onExpandedChange).not.toHaveBeenCalled();
  });

  it('keeps a disabled panel expanded when it was expanded', async () => {
    const user = userEvent.setup();
    render(
      <ExpansionPanel title="Shipping" disabled defaultExpanded>
        Text
      </ExpansionPanel>,
    );
    await user.click(header());
    expect(header()).toHaveAttribute('aria-expanded', 'true');
  });

  it('is always expanded when locked open, and its header cannot collapse it', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(
      <ExpansionPanel title="Shipping" lockedOpen expanded={false} onExpandedChange={onExpandedChange}>
        Text
      </ExpansionPanel>,
    );
    expect(header()).toHaveAttribute('aria-expanded', 'true');
    expect(header()).toHaveAttribute('aria-disabled', 'true');
    expect(panelOf(header())).toHaveAttribute('data-locked');
    expect(header().querySelector('.sw-expansion-panel__chevron')).toBeNull();
    await user.click(header());
    await user.keyboard('{Enter}');
    expect(header()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Text')).toBeVisible();
    expect(onExpandedChange).not.toHaveBeenCalled();
  });

  it('has no aria-disabled when it can be toggled, and a decorative chevron', () => {
    render(<ExpansionPanel title="Shipping">Text</ExpansionPanel>);
    expect(header()).not.toHaveAttribute('aria-disabled');
    expect(header().querySelector('.sw-expansion-panel__chevron')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a subtitle that describes the header without becoming part of its name', () => {
    render(
      <ExpansionPanel title="Shipping" subtitle="Free from 50 EUR">
        Text
      </ExpansionPanel>,
    );
    expect(header()).toHaveAccessibleName('Shipping');
    expect(header()).toHaveAccessibleDescription('Free from 50 EUR');
    expect(screen.getByText('Free from 50 EUR')).toBeVisible();
  });

  it('is a plain button that does not submit the form around it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <ExpansionPanel title="Shipping">Text</ExpansionPanel>
      </form>,
    );
    expect(header()).toHaveAttribute('type', 'button');
    await user.click(header());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps collapsed content mounted but hidden, so what was typed survives', async () => {
    const user = userEvent.setup();
    render(
      <ExpansionPanel title="Shipping" defaultExpanded>
        <input aria-label="Note" />
      </ExpansionPanel>,
    );
    const input = screen.getByRole('textbox', { name: 'Note' });
    await user.type(input, 'ring twice');
    await user.click(header());
    // `hidden` takes it out of the tab order and the accessibility tree in browsers.
    expect(input.closest('[role="region"]')).toHaveAttribute('hidden');
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    await user.click(header());
    expect(screen.getByRole('textbox', { name: 'Note' })).toBe(input);
    expect(input).toHaveValue('ring twice');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ExpansionPanel } from './expansion-panel.tsx';
import {
  ExpansionPanelGroup,
  groupMode,
  nextGroupValue,
  type ExpansionPanelGroupProps,
} from './expansion-panel-group.tsx';

/** Three panels A, B, C in a group with the given props; extra panels can be passed as children. */
function ThreePanels(props: Omit<ExpansionPanelGroupProps, 'children'> & { disabledB?: boolean }) {
  const { disabledB, ...groupProps } = props;
  return (
    <ExpansionPanelGroup {...groupProps}>
      <ExpansionPanel title="Alpha" value="a">
        Alpha text
      </ExpansionPanel>
      <ExpansionPanel title="Beta" value="b" disabled={disabledB}>
        Beta text
      </ExpansionPanel>
      <ExpansionPanel title="Gamma" value="c">
        Gamma text
      </ExpansionPanel>
    </ExpansionPanelGroup>
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const radio = (name: string) => screen.getByRole('radio', { name });
const expandedOf = (names: string[]) =>
  names.filter((name) => button(name).getAttribute('aria-expanded') === 'true');

describe('groupMode', () => {
  it('is radio for the radio selection type, whatever the flags', () => {
    expect(groupMode({ selectionType: 'radio', singleOpen: true, multiple: true })).toBe('radio');
  });

  it('is single-open for singleOpen, even with multiple', () => {
    expect(groupMode({ singleOpen: true, multiple: true })).toBe('single-open');
  });

  it('is multiple only with multiple and nothing else', () => {
    expect(groupMode({ multiple: true })).toBe('multiple');
  });

  it('is exclusive without any of them', () => {
    expect(groupMode({})).toBe('exclusive');
  });
});

describe('nextGroupValue', () => {
  it('adds and removes freely in a multiple group', () => {
    expect(nextGroupValue('multiple', ['a'], 'b')).toEqual(['a', 'b']);
    expect(nextGroupValue('multiple', ['a', 'b'], 'a')).toEqual(['b']);
  });

  it('replaces the open panel, and lets it collapse, in an exclusive group', () => {
    expect(nextGroupValue('exclusive', ['a'], 'b')).toEqual(['b']);
    expect(nextGroupValue('exclusive', ['a'], 'a')).toEqual([]);
  });

  it('replaces the open panel but never collapses it in single-open and radio groups', () => {
    expect(nextGroupValue('single-open', ['a'], 'b')).toEqual(['b']);
    expect(nextGroupValue('single-open', ['a'], 'a')).toEqual(['a']);
    expect(nextGroupValue('radio', ['a'], 'b')).toEqual(['b']);
    expect(nextGroupValue('radio', ['a'], 'a')).toEqual(['a']);
  });
});

describe('ExpansionPanelGroup without multiple (exclusive)', () => {
  it('never keeps two panels open: opening one closes the other', async () => {
    const user = userEvent.setup();
    render(<ThreePanels />);
    await user.click(button('Alpha'));
    await user.click(button('Gamma'));
    expect(expandedOf(['Alpha', 'Beta', 'Gamma'])).toEqual(['Gamma']);
    expect(screen.getByText('Alpha text')).not.toBeVisible();
  });

  it('lets the open panel be collapsed again, leaving none open', async () => {
    const user = userEvent.setup();
    render(<ThreePanels />);
    await user.click(button('Alpha'));
    expect(button('Alpha')).not.toHaveAttribute('aria-disabled');
    await user.click(button('Alpha'));
    expect(expandedOf(['Alpha', 'Beta', 'Gamma'])).toEqual([]);
  });

  it('opens only the first of several default values', () => {
    render(<ThreePanels defaultValue={['a', 'c']} />);
    expect(expandedOf(['Alpha', 'Beta', 'Gamma'])).toEqual(['Alpha']);
  });

  it('uses accordion semantics: buttons with aria-expanded, no radios', () => {
    render(<ThreePanels />);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(button('Alpha')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('is a named group when it is given a name', () => {
    render(<ThreePanels aria-label="Delivery options" />);
    expect(screen.getByRole('group', { name: 'Delivery options' })).toHaveAttribute('data-mode', 'exclusive');
  });
});

describe('ExpansionPanelGroup with multiple', () => {
  it('keeps several panels open', async () => {
    const user = userEvent.setup();
    render(<ThreePanels multiple />);
    await user.click(button('Alpha'));
    await user.click(button('Gamma'));
    expect(expandedOf(['Alpha', 'Beta', 'Gamma'])).toEqual(['Alpha', 'Gamma']);
  });

  it('collapses only the panel whose header is used', async () => {
    const user = userEvent.setup();
    render(<ThreePanels multiple defaultValue={['a', 'c']} />);
    await user.click(button('Alpha'));
    expect(expandedOf(['Alpha', 'Beta', 'Gamma'])).toEqual(['Gamma']);
  });
});

describe('ExpansionPanelGroup with singleOpen', () => {
  it('keeps one panel open: opening one closes the other', async () => {
    const user = userEvent.setup();
    render(<ThreePanels singleOpen />);
    await user.click(button('Alpha'));
    await user.click(button('Beta'));
    expect(expandedOf(['Alpha', 'Beta', 'Gamma'])).toEqual(['Beta']);
  });

  it('does not let the open panel be collapsed, and marks its header aria-disabled as the APG asks', async () => {
    const user = userEvent.setup();
    render(<ThreePanels singleOpen />);
    await user.click(button('Alpha'));
    expect(button('Alpha')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Gamma')).not.toHaveAttribute('aria-disabled');
    // No chevron promises a collapse that cannot happen.
    expect(button('Alpha').querySelector('.sw-expansion-panel__chevron')).toBeNull();
    expect(button('Gamma').querySelector('.sw-expansion-panel__chevron')).not.toBeNull();
    await user.click(button('Alpha'));
    await user.keyboard('{Enter}');
    expect(expandedOf(['Alpha', 'Beta', 'Gamma'])).toEqual(['Alpha']);
  });

  it('keeps one panel open even when multiple is also set', async () => {
    const user = userEvent.setup();
    render(<ThreePanels singleOpen multiple />);
    await user.click(button('Alpha'));
    await user.click(button('Gamma'));
    expect(expandedOf(['Alpha', 'Beta', 'Gamma'])).toEqual(['Gamma']);
  });
});

describe('ExpansionPanelGroup with the radio selection type', () => {
  it('is a named radio group whose headers are radios, checked when their panel is open', async () => {
    const user = userEvent.setup();
    render(<ThreePanels selectionType="radio" aria-label="Payment" />);
    expect(screen.getByRole('radiogroup', { name: 'Payment' })).toHaveAttribute('data-mode', 'radio');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(radio('Alpha')).toHaveAttribute('aria-checked', 'false');
    await user.click(radio('Alpha'));
    expect(radio('Alpha')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('region', { name: 'Alpha' })).toBeVisible();
    expect(radio('Alpha')).toHaveAttribute('aria-controls', screen.getByRole('region', { name: 'Alpha' }).id);
  });

  it('does not put aria-expanded, which radios do not support, on its radios', () => {
    render(<ThreePanels selectionType="radio" aria-label="Payment" />);
    for (const element of screen.getAllByRole('radio')) expect(element).not.toHaveAttribute('aria-expanded');
  });

  it('shows a radio indicator that follows the choice', async () => {
    const user = userEvent.setup();
    render(<ThreePanels selectionType="radio" aria-label="Payment" />);
    const indicator = (name: string) => radio(name).querySelector('.sw-expansion-panel__radio');
    expect(indicator('Alpha')).toHaveAttribute('data-state', 'unchecked');
    await user.click(radio('Alpha'));
    expect(indicator('Alpha')).toHaveAttribute('data-state', 'checked');
    expect(indicator('Alpha')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps exactly one panel chosen: choosing another closes the first, the chosen one stays', async () => {
    const user = userEvent.setup();
    render(<ThreePanels selectionType="radio" aria-label="Payment" multiple />);
    await user.click(radio('Alpha'));
    await user.click(radio('Gamma'));
    await user.click(radio('Gamma'));
    expect(radio('Alpha')).toHaveAttribute('aria-checked', 'false');
    expect(radio('Gamma')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Alpha text')).not.toBeVisible();
    expect(screen.getByText('Gamma text')).toBeVisible();
  });

  it('has one Tab stop: the first enabled radio while none is chosen, then the chosen one', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ExpansionPanelGroup selectionType="radio" aria-label="Payment">
          <ExpansionPanel title="Alpha" value="a" disabled>
            Alpha text
          </ExpansionPanel>
          <ExpansionPanel title="Beta" value="b">
            Beta text
          </ExpansionPanel>
          <ExpansionPanel title="Gamma" value="c">
            Gamma text
          </ExpansionPanel>
        </ExpansionPanelGroup>
        <button type="button">After</button>
      </>,
    );
    expect(radio('Beta')).toHaveAttribute('tabindex', '0');
    expect(radio('Alpha')).toHaveAttribute('tabindex', '-1');
    expect(radio('Gamma')).toHaveAttribute('tabindex', '-1');
    await user.click(radio('Gamma'));
    expect(radio('Gamma')).toHaveAttribute('tabindex', '0');
    expect(radio('Beta')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(button('After')).toHaveFocus();
    await user.tab({ shift: true });
    expect(radio('Gamma')).toHaveFocus();
  });

  it('moves to and chooses the next radio with ArrowDown and ArrowRight, wrapping', async () => {
    const user = userEvent.setup();
    render(<ThreePanels selectionType="radio" aria-label="Payment" />);
    await user.tab();
    expect(radio('Alpha')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radio('Beta')).toHaveFocus();
    expect(radio('Beta')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight}');
    expect(radio('Gamma')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radio('Alpha')).toHaveFocus();
    expect(radio('Alpha')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Gamma')).toHaveAttribute('aria-checked', 'false');
  });

  it('moves to and chooses the previous radio with ArrowUp and ArrowLeft, wrapping', async () => {
    const user = userEvent.setup();
    render(<ThreePanels selectionType="radio" aria-label="Payment" />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(radio('Gamma')).toHaveFocus();
    expect(radio('Gamma')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(radio('Beta')).toHaveFocus();
    expect(radio('Beta')).toHaveAttribute('aria-checked', 'true');
  });

  it('chooses the focused radio with Space', async () => {
    const user = userEvent.setup();
    render(<ThreePanels selectionType="radio" aria-label="Payment" />);
    await user.tab();
    await user.keyboard(' ');
    expect(radio('Alpha')).toHaveAttribute('aria-checked', 'true');
  });

  it('skips disabled radios with the arrow keys, and a click does not choose them', async () => {
    const user = userEvent.setup();
    render(<ThreePanels selectionType="radio" aria-label="Payment" disabledB />);
    expect(radio('Beta')).toHaveAttribute('aria-disabled', 'true');
    await user.click(radio('Beta'));
    expect(radio('Beta')).toHaveAttribute('aria-checked', 'false');
    await user.click(radio('Alpha'));
    await user.keyboard('{ArrowDown}');
    expect(radio('Gamma')).toHaveFocus();
    expect(radio('Gamma')).toHaveAttribute('aria-checked', 'true');
  });

  it('does not mark the chosen radio aria-disabled', async () => {
    const user = userEvent.setup();
    render(<ThreePanels selectionType="radio" aria-label="Payment" />);
    await user.click(radio('Alpha'));
    expect(radio('Alpha')).not.toHaveAttribute('aria-disabled');
  });

  it('keeps a locked panel as an always-open accordion panel outside the choice', async () => {
    const user = userEvent.setup();
    render(
      <ExpansionPanelGroup selectionType="radio" aria-label="Payment">
        <ExpansionPanel title="Notice" value="n" lockedOpen>
          Notice text
        </ExpansionPanel>
        <ExpansionPanel title="Alpha" value="a">
          Alpha text
        </ExpansionPanel>
        <ExpansionPanel title="Beta" value="b">
          Beta text
        </ExpansionPanel>
      </ExpansionPanelGroup>,
    );
    expect(button('Notice')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    await user.click(radio('Alpha'));
    await user.keyboard('{ArrowUp}');
    expect(radio('Beta')).toHaveFocus();
    expect(screen.getByText('Notice text')).toBeVisible();
    await user.click(button('Notice'));
    await user.keyboard('{ArrowDown}');
    expect(button('Notice')).toHaveFocus();
    expect(radio('Beta')).toHaveAttribute('aria-checked', 'true');
  });
});

describe('ExpansionPanelGroup keyboard (accordion)', () => {
  it('moves focus to the next header with ArrowDown and wraps from the last to the first', async () => {
    const user = userEvent.setup();
    render(<ThreePanels />);
    await user.tab();
    expect(button('Alpha')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(button('Beta')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(button('Alpha')).toHaveFocus();
  });

  it('moves focus to the previous header with ArrowUp and wraps from the first to the last', async () => {
    const user = userEvent.setup();
    render(<ThreePanels />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(button('Gamma')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(button('Beta')).toHaveFocus();
  });

  it('moves focus to the first header with Home and the last with End', async () => {
    const user = userEvent.setup();
    render(<ThreePanels />);
    await user.click(button('Beta'));
    await user.keyboard('{End}');
    expect(button('Gamma')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('Alpha')).toHaveFocus();
  });

  it('only moves focus with the arrow keys, never toggles', async () => {
    const user = userEvent.setup();
    render(<ThreePanels multiple />);
    await user.tab();
    await user.keyboard('{ArrowDown}{End}{Home}{ArrowUp}');
    expect(expandedOf(['Alpha', 'Beta', 'Gamma'])).toEqual([]);
  });

  it('reaches disabled headers too, since they stay focusable', async () => {
    const user = userEvent.setup();
    render(<ThreePanels disabledB />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(button('Beta')).toHaveFocus();
  });

  it('toggles the focused header with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<ThreePanels multiple />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(expandedOf(['Alpha', 'Beta', 'Gamma'])).toEqual(['Alpha']);
    await user.keyboard('{ArrowDown} ');
    expect(expandedOf(['Alpha', 'Beta', 'Gamma'])).toEqual(['Alpha', 'Beta']);
  });

  it('ignores the headers of a group nested inside a panel', async () => {
    const user = userEvent.setup();
    render(
      <ExpansionPanelGroup>
        <ExpansionPanel title="Outer one" value="o1" defaultExpanded>
          <ExpansionPanelGroup>
            <ExpansionPanel title="Inner" value="i">
              Inner text
            </ExpansionPanel>
          </ExpansionPanelGroup>
        </ExpansionPanel>
        <ExpansionPanel title="Outer two" value="o2">
          Outer text
        </ExpansionPanel>
      </ExpansionPanelGroup>,
    );
    await user.click(button('Outer one'));
    await user.click(button('Outer one'));
    await user.keyboard('{ArrowDown}');
    expect(button('Outer two')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(button('Outer one')).toHaveFocus();
  });

  it('does nothing with the arrow keys outside the headers', async () => {
    const user = userEvent.setup();
    render(
      <ExpansionPanelGroup defaultValue={['a']}>
        <ExpansionPanel title="Alpha" value="a">
          <input aria-label="Inside" />
        </ExpansionPanel>
        <ExpansionPanel title="Beta" value="b">
          Beta text
        </ExpansionPanel>
      </ExpansionPanelGroup>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Inside' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('textbox', { name: 'Inside' })).toHaveFocus();
  });
});

describe('ExpansionPanelGroup with locked and disabled panels', () => {
  it('keeps a locked panel open when another opens, and leaves it out of the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <ExpansionPanelGroup onValueChange={onValueChange}>
        <ExpansionPanel title="Locked" value="l" lockedOpen>
          Locked text
        </ExpansionPanel>
        <ExpansionPanel title="Alpha" value="a">
          Alpha text
        </ExpansionPanel>
      </ExpansionPanelGroup>,
    );
    await user.click(button('Alpha'));
    await user.click(button('Locked'));
    expect(button('Locked')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Alpha')).toHaveAttribute('aria-expanded', 'true');
    expect(onValueChange.mock.calls).toEqual([[['a']]]);
  });

  it('does not open a disabled panel', async () => {
    const user = userEvent.setup();
    render(<ThreePanels multiple disabledB />);
    await user.click(button('Beta'));
    expect(button('Beta')).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores the panels own expanded props inside a group', () => {
    render(
      <ExpansionPanelGroup multiple>
        <ExpansionPanel title="Alpha" value="a" expanded>
          Alpha text
        </ExpansionPanel>
      </ExpansionPanelGroup>,
    );
    expect(button('Alpha')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('ExpansionPanelGroup state', () => {
  it('reports the open panels to onValueChange', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ThreePanels multiple onValueChange={onValueChange} />);
    await user.click(button('Alpha'));
    await user.click(button('Gamma'));
    expect(onValueChange.mock.calls).toEqual([[['a']], [['a', 'c']]]);
  });

  it('follows the value prop when controlled, and only asks for changes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(<ThreePanels value={['a']} onValueChange={onValueChange} />);
    await user.click(button('Beta'));
    expect(onValueChange).toHaveBeenCalledWith(['b']);
    expect(expandedOf(['Alpha', 'Beta', 'Gamma'])).toEqual(['Alpha']);
    rerender(<ThreePanels value={['b']} onValueChange={onValueChange} />);
    expect(expandedOf(['Alpha', 'Beta', 'Gamma'])).toEqual(['Beta']);
  });

  it('works as a controlled group driven by its parent state', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [value, setValue] = useState<string[]>(['c']);
      return <ThreePanels singleOpen value={value} onValueChange={setValue} />;
    }
    render(<Parent />);
    await user.click(button('Alpha'));
    expect(expandedOf(['Alpha', 'Beta', 'Gamma'])).toEqual(['Alpha']);
  });

  it('does not report a click that changes nothing', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ThreePanels singleOpen defaultValue={['a']} onValueChange={onValueChange} />);
    await user.click(button('Alpha'));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

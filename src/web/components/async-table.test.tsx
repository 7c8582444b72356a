import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithI18n } from '../test/render.tsx';
import { AsyncTable } from './async-table.tsx';

const table = (
  <table>
    <caption>Users, page 1</caption>
    <thead>
      <tr>
        <th>Name</th>
        <th>Email</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <td>Casey</td>
        <td>casey@example.com</td>
      </tr>
    </tbody>
  </table>
);

/** Layout that happy-dom does not do: the wrapper's content this wide, its box that wide. */
function layout(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  const observed: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return { resize: () => act(() => observed.forEach((callback) => callback())) };
}

describe('AsyncTable', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('labels each cell with its column, for the cards on a phone', () => {
    layout(300, 300);
    render(<AsyncTable loading={false}>{table}</AsyncTable>, { wrapper: WithI18n });
    expect(screen.getByText('casey@example.com').getAttribute('data-label')).toBe('Email');
  });

  it('makes a table wider than its box a focusable region named by its caption, and not one that fits', () => {
    const size = layout(900, 300);
    const { container } = render(<AsyncTable loading={false}>{table}</AsyncTable>, { wrapper: WithI18n });
    const region = screen.getByRole('region', { name: 'Users, page 1' });
    expect(region.getAttribute('tabindex')).toBe('0');

    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(300);
    size.resize();
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('.table-wrap')!.hasAttribute('tabindex')).toBe(false);
  });
});

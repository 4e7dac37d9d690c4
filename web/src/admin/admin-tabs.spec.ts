import { ADMIN_TABS, adminTabFrom, adminTabPath } from './admin-tabs';

describe('adminTabFrom', () => {
  it('reads the tab from the path, else from ?onglet=, else opens the venues', () => {
    expect(adminTabFrom('journal', null)).toBe('audit');
    expect(adminTabFrom(undefined, 'signalements')).toBe('reports');
    expect(adminTabFrom('utilisateurs', 'journal')).toBe('users');
    expect(adminTabFrom(undefined, null)).toBe('venues');
    expect(adminTabFrom('inconnu', 'nope')).toBe('venues');
  });

  it('reads back every address it writes', () => {
    for (const { id } of ADMIN_TABS) {
      const slug = adminTabPath(id).replace('/admin/', '');
      expect(adminTabFrom(slug, null)).toBe(id);
    }
  });
});

import { notificationsStore } from '@mantine/notifications';
import { showToast } from './show-toast';
import { configureToastStore } from './toast-settings';

const shown = () => notificationsStore.getState().notifications.map((toast) => toast.message);
const waiting = () => notificationsStore.getState().queue.map((toast) => toast.message);

describe('showToast', () => {
  beforeEach(() => {
    configureToastStore();
    notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
  });

  it('shows one toast at a time; the others wait their turn', () => {
    showToast('Connexion réussie !', 'success');
    showToast('Ajouté à vos favoris', 'success');
    expect(shown()).toEqual(['Connexion réussie !']);
    expect(waiting()).toEqual(['Ajouté à vos favoris']);
  });

  it('replaces the toast on the same subject: the vote taken back says so at once, the thanks is gone', () => {
    showToast('Merci pour votre vote !', 'success', { subject: 'vote:a' });
    showToast('Votre vote a été retiré', 'success', { subject: 'vote:a' });
    expect(shown()).toEqual(['Votre vote a été retiré']);
    expect(waiting()).toEqual([]);
  });

  it('replaces a waiting toast on the same subject too, and leaves other subjects alone', () => {
    showToast('Connexion réussie !', 'success');
    showToast('Merci pour votre vote !', 'success', { subject: 'vote:a' });
    showToast('Ajouté à vos favoris', 'success', { subject: 'favorite:a' });
    showToast('Votre vote a été retiré', 'success', { subject: 'vote:a' });
    expect(shown()).toEqual(['Connexion réussie !']);
    expect(waiting()).toEqual(['Ajouté à vos favoris', 'Votre vote a été retiré']);
  });
});

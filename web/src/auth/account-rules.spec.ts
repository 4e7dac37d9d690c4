import { authFormFr } from './auth-form.fr';
import { avatarInitial, type FieldRule, validateDeletion, validatePasswordChange, destinationAfterSignIn, displayName, effectiveRole, validateLogin, validateSignup } from './account-rules';

describe('destinationAfterSignIn', () => {
  it('sends an admin to /admin wherever they came from', () => {
    expect(destinationAfterSignIn('admin', '/merchant/dashboard')).toBe('/admin');
    expect(destinationAfterSignIn('admin', null)).toBe('/admin');
  });

  it('brings anyone else back to the protected route, else to /', () => {
    expect(destinationAfterSignIn('merchant', '/merchant/dashboard')).toBe('/merchant/dashboard');
    expect(destinationAfterSignIn('consumer', '/lieu/nouveau?x=1')).toBe('/lieu/nouveau?x=1');
    expect(destinationAfterSignIn(undefined, undefined)).toBe('/');
  });

  it('never goes back to a login screen or off the site', () => {
    expect(destinationAfterSignIn('consumer', '/login')).toBe('/');
    expect(destinationAfterSignIn('consumer', '/signup?role=merchant')).toBe('/');
    expect(destinationAfterSignIn('consumer', '//evil.example')).toBe('/');
    expect(destinationAfterSignIn('consumer', 'https://evil.example')).toBe('/');
  });
});

describe('displayName and avatarInitial', () => {
  it('takes the name, else the e-mail, else nothing', () => {
    expect(displayName({ firstName: 'Salma', lastName: 'Bennani', email: 's@x.ma' })).toBe('Salma Bennani');
    expect(displayName({ firstName: ' ', lastName: '', email: 's@x.ma' })).toBe('s@x.ma');
    expect(displayName({ firstName: '', lastName: '', email: '' })).toBeNull();
    expect(displayName(null)).toBeNull();
  });

  it("takes firstName's first letter, else nothing", () => {
    expect(avatarInitial({ firstName: 'élodie' })).toBe('É');
    expect(avatarInitial({ firstName: '  ' })).toBeNull();
    expect(avatarInitial(null)).toBeNull();
  });

  it('counts a user without a known role as a consumer', () => {
    expect(effectiveRole({ role: 'merchant' })).toBe('merchant');
    expect(effectiveRole({ role: undefined as never })).toBe('consumer');
  });
});

describe('validateLogin and validateSignup', () => {
  it("names the broken rules, whose French texts are the server's", () => {
    const inFrench = (errors: Record<string, FieldRule | undefined>) =>
      Object.fromEntries(Object.entries(errors).map(([field, rule]) => [field, authFormFr[`rule.${rule!}`]]));
    expect(inFrench(validateLogin({ email: 'pas-un-email', password: 'court' }))).toEqual({
      email: 'Email invalide',
      password: 'Le mot de passe doit contenir au moins 8 caractères',
    });
    expect(inFrench(validateSignup({ email: 'a@b', password: 'motdepasse', firstName: 'S', lastName: ' B ' }))).toEqual({
      email: 'Email invalide',
      firstName: 'Le prénom doit contenir au moins 2 caractères',
      lastName: 'Le nom doit contenir au moins 2 caractères',
    });
  });

  it('checks the account page: the current password given, the new one long enough', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'court' })).toEqual({ currentPassword: 'passwordRequired', newPassword: 'passwordMin' });
    expect(validateDeletion({ password: '' })).toEqual({ password: 'passwordRequired' });
    expect(validateDeletion({ password: 'x' })).toEqual({});
    expect(authFormFr['rule.passwordRequired']).toBe('Mot de passe requis');
  });

  it('accepts valid fields', () => {
    expect(validateSignup({ email: 'salma@example.ma', password: 'motdepasse', firstName: 'Salma', lastName: 'Bennani' })).toEqual({});
  });
});

// The sign-in, sign-up and password screens' texts. Texts quoted in docs/product/specification.md are exact;
// the rest is our own copy in the product's calm voice.
export const loginStrings = {
  metaTitle: 'Sign in',
  title: 'Welcome Back',
  subtitle: 'Sign in to continue your journey of faith, peace and a stronger relationship.',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me for 7 days',
  forgotPassword: 'Forgot password',
  submit: 'Sign In',
  submitting: 'Signing In...',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
  legalPrefix: 'By signing in you agree to our',
  terms: 'Terms of Service',
  and: 'and',
  privacy: 'Privacy Policy',
  notConfirmedNotice:
    'Your email address has not been confirmed yet. Please check your inbox and click the confirmation link before logging in.',
  invalidNotice: 'Invalid email or password. Please try again.',
  successToast: 'Login successful!',
  successDescription: (firstName: string) =>
    firstName
      ? `Welcome back, ${firstName}. It is good to see you again.`
      : 'Welcome back. It is good to see you again.',
  failedToast: 'Login failed',
  failedDescription: 'Please check your credentials and try again.',
  notConfirmedToast: 'Email not confirmed',
  notConfirmedDescription: 'Please check your email inbox and confirm your account before logging in.',
};

export const signupStrings = {
  metaTitle: 'Create your account',
  title: 'Create Your Account',
  subtitle: 'Begin a calmer, scripture-rooted path through the hard conversations in your relationship.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  passwordHint: 'At least 8 characters. A short sentence you will remember works well.',
  confirmPassword: 'Confirm password',
  inviteCode: 'Invitation code (optional)',
  inviteHint: 'Have an invitation code from your partner? Enter it to join their plan.',
  submit: 'Create Account',
  submitting: 'Creating Account...',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
  legalPrefix: 'By creating an account you agree to our',
  terms: 'Terms of Service',
  and: 'and',
  privacy: 'Privacy Policy',
  successToast: 'Account created successfully!',
  inviteOtherEmail: 'The invitation code was issued for a different email address',
  successDescription: (firstName: string) =>
    `Welcome to Peace Coach, ${firstName}. We are glad you are here.`,
  confirmationToast: 'Email confirmation required',
  confirmationDescription: 'Please check your inbox to confirm your email address.',
  failedToast: 'Signup failed',
  failedDescription: 'There was a problem creating your account.',
  failedNotice: 'There was an error creating your account. Please try again.',
  // A partner who joins a family plan at sign-up lands on the dashboard, already Premium.
  familyWelcome: (inviter: string) => `Welcome to ${inviter}'s family plan. You have Premium.`,
  familyWelcomeFallback: 'Welcome to the family plan. You have Premium.',
  autoLoginFailed: 'Auto-login failed',
  autoLoginFailedDescription: 'Your account is ready. Please sign in to continue.',
};

export const forgotPasswordStrings = {
  metaTitle: 'Reset your password',
  title: 'Forgot your password?',
  subtitle: "Enter the email address you signed up with and we'll send you a link to choose a new password.",
  email: 'Email',
  submit: 'Send Reset Link',
  submitting: 'Sending...',
  sentTitle: 'Reset link sent!',
  sentBody: 'Please check your email for reset instructions.',
  sentToast: 'Password reset email sent',
  returnToLogin: 'Return to Login',
  backToSignIn: 'Go back to sign in',
  failedToast: 'Error sending reset email',
  failedDescription: 'Please try again later.',
};

export const resetPasswordStrings = {
  metaTitle: 'Choose a new password',
  title: 'Choose a new password',
  subtitle: 'Pick a password you have not used here before. You will use it to sign in from now on.',
  checking: 'Checking your reset link',
  password: 'New password',
  confirmPassword: 'Confirm new password',
  submit: 'Update Password',
  submitting: 'Updating...',
  successTitle: 'Password updated',
  success: 'Password updated successfully.',
  successBody: 'For your safety, every device that was signed in has been signed out.',
  signIn: 'Sign in with your new password',
  invalidTitle: 'This link has expired',
  invalidBody:
    'This password reset link has expired or was already used. Links work once and for a limited time. You can ask for a new one below.',
  requestNew: 'Request a new reset link',
  failedToast: 'Password reset failed',
  failedDescription: 'There was a problem updating your password. Please try again.',
};

export const confirmEmailStrings = {
  metaTitle: 'Confirm your e-mail address',
  checking: 'Confirming your e-mail address',
  confirmedTitle: 'Your e-mail address is confirmed',
  confirmedBody: 'Thank you. Your account is ready, and you are signed in.',
  confirmedSignedOutBody: 'Thank you. Your e-mail address is confirmed. Please sign in to continue.',
  confirmedChoosePasswordBody:
    'Thank you. Your e-mail address is confirmed. To keep your account yours, please choose your password now: the link was opened where you are not signed in.',
  choosePassword: 'Choose a password',
  continue: 'Continue to Dashboard',
  invalidTitle: 'This confirmation link has expired',
  invalidBody:
    'This link has expired or was already used. Enter your e-mail address and we will send you a new confirmation link.',
  email: 'Email',
  unreachableTitle: 'We could not reach Peace Coach',
  unreachableBody: 'Your link may still be fine. Please check your connection and try again.',
  retry: 'Try again',
  alreadyConfirmed: 'Already confirmed?',
  signIn: 'Sign in',
};

// The resend action shared by the sign-in notice, the confirm page and the app banner.
export const resendStrings = {
  button: 'Resend confirmation e-mail',
  sending: 'Sending...',
  sentToast: 'Confirmation e-mail sent',
  sentDescription: 'Please check your inbox, and your spam folder just in case.',
  rateLimited: 'We have just sent you an e-mail. Please wait a minute before asking for another one.',
  failed: 'We could not send the e-mail just now. Please try again in a moment.',
  bannerText: 'Please confirm your e-mail address using the link we sent you.',
  dismiss: 'Dismiss',
};

// The password section of the account settings.
export const passwordStrings = {
  heading: 'Password',
  intro: 'Changing your password signs you out on every other device.',
  current: 'Current password',
  new: 'New password',
  confirm: 'Confirm new password',
  save: 'Update Password',
  saving: 'Updating...',
  saved: 'Password updated successfully.',
  failed: 'Failed to update password',
  failedDescription: 'Please try again in a moment.',
  wrongPassword: 'Your current password is not correct.',
  forgotCurrent: 'Forgot your current password?',
  sendResetLink: 'Email me a reset link',
  sendingResetLink: 'Sending...',
  // The reset e-mail's toasts (docs/product/specification.md#success-and-info-toasts).
  resetLinkSent: 'Password reset email sent',
  resetLinkSentDescription: 'Check your email for a password reset link.',
  resetLinkFailed: 'Password reset failed',
  resetLinkFailedDescription: 'There was a problem sending the reset email.',
};

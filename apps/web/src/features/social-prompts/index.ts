export { SocialPrompts } from './social-prompts';
export { resetSocialPrompts } from './prompt-store';

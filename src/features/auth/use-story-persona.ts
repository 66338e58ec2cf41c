import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { personaListQuery } from '@/api/auth/queries';
import { signIn } from '@/api/session/actions';
import { storyLink } from '@/lib/story-link';

/**
 * A story link's persona (src/lib/story-link.ts), signed in by first name once the login screen
 * shows, that is after the Terms of Use were accepted. An unknown name leaves the usual choice.
 */
export function useStoryPersona(enabled: boolean): void {
  const wanted = enabled ? storyLink.persona() : null;
  const personas = useQuery({ ...personaListQuery(), enabled: wanted !== null });
  useEffect(() => {
    if (!wanted || !personas.data) return;
    storyLink.personaDone();
    const persona = personas.data.find((p) => p.name.split(' ')[0].toLowerCase() === wanted);
    if (persona) void signIn(persona.email);
  }, [wanted, personas.data]);
}

import { z } from 'zod'

// zod probes for `new Function` when an object schema is built, and a strict
// Content-Security-Policy reports that probe as a violation even though zod catches the
// error. The setting must therefore be in place before the first schema is built: this
// module is the first import of the package's entry, ahead of every module that builds one.
z.config({ jitless: true })

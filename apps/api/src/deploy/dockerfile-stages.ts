import { DockerfileParser, ModifiableInstruction } from 'dockerfile-ast';

export interface DockerInstruction {
  keyword: string;
  /** Flags as written (`--from=build`), then the arguments: `--from=build /app/x x`. */
  args: string;
}

export interface DockerStage {
  /** `FROM <image> AS <name>`: the image and the name. */
  image: string;
  name: string | undefined;
  instructions: DockerInstruction[];
}

/** A Dockerfile's instructions, grouped by build stage (each begins at a FROM). */
export function dockerfileStages(text: string): DockerStage[] {
  const stages: DockerStage[] = [];
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    const keyword = instruction.getKeyword().toUpperCase();
    const flags =
      instruction instanceof ModifiableInstruction
        ? instruction.getFlags().map((flag) => `--${flag.getName()}=${flag.getValue() ?? ''}`)
        : [];
    const args = [...flags, instruction.getArgumentsContent() ?? ''].join(' ');
    if (keyword === 'FROM') {
      const [image = '', as, name] = args.split(/\s+/);
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword, args });
    }
  }
  return stages;
}

/** The arguments of every instruction with that keyword in a stage. */
export function argsOf(stage: DockerStage | undefined, keyword: string): string[] {
  return (stage?.instructions ?? []).filter((i) => i.keyword === keyword).map((i) => i.args);
}

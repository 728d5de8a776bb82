#!/usr/bin/env python3
# build-fuzzers.py: builds the libFuzzer harnesses with clang, whatever the
# compiler of the main build (usually gcc, which has no libFuzzer).
#
#   build-fuzzers.py CLANG OUTDIR DEPFILE -- CFLAGS… -- LIBS… -- SOURCES… \
#                    -- NAME=HARNESS.c …
#
# SOURCES (the engine, the CLI and settings code the harnesses reach) are
# compiled once into an archive with -fsanitize=fuzzer-no-link,address,
# undefined; each NAME is linked from its HARNESS.c, fuzz-common.c and the
# archive with -fsanitize=fuzzer,address,undefined.  An object is rebuilt
# only when its source or a header it includes changed.  DEPFILE lists
# every file read, for ninja.
import concurrent.futures
import os
import subprocess
import sys

SANITIZE = ['-fsanitize=address,undefined', '-fno-sanitize-recover=undefined',
            '-fno-omit-frame-pointer']


def split_args(args):
    groups, current = [], []
    for arg in args:
        if arg == '--':
            groups.append(current)
            current = []
        else:
            current.append(arg)
    groups.append(current)
    return groups


def read_depfile(path):
    try:
        with open(path) as f:
            text = f.read().replace('\\\n', ' ')
    except OSError:
        return None
    _, _, deps = text.partition(':')
    return deps.split()


def up_to_date(obj, dep):
    deps = read_depfile(dep)
    if deps is None or not os.path.exists(obj):
        return False
    mtime = os.path.getmtime(obj)
    return all(os.path.exists(d) and os.path.getmtime(d) <= mtime for d in deps)


def run(command):
    result = subprocess.run(command, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        sys.stderr.write(' '.join(command) + '\n' + result.stdout)
        raise SystemExit(result.returncode)
    if result.stdout:
        sys.stderr.write(result.stdout)


def main():
    head, cflags, libs, sources, harnesses = split_args(sys.argv[1:])
    clang, outdir, depfile = head
    objdir = os.path.join(outdir, 'fuzz-objects')
    os.makedirs(objdir, exist_ok=True)

    def compile_one(source):
        base = os.path.basename(source)
        obj = os.path.join(objdir, base + '.o')
        dep = os.path.join(objdir, base + '.d')
        if not up_to_date(obj, dep):
            run([clang, *cflags, *SANITIZE, '-fsanitize=fuzzer-no-link',
                 '-MD', '-MF', dep, '-c', source, '-o', obj])
        return obj, dep

    jobs = int(os.environ.get('FUZZ_BUILD_JOBS', '2'))
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        built = list(pool.map(compile_one, sources))
    archive = os.path.join(objdir, 'libsakiyomi-fuzz.a')
    if os.path.exists(archive):
        os.unlink(archive)
    run(['ar', 'rcs', archive] + [obj for obj, _ in built])

    outputs, all_deps = [], set()
    for _, dep in built:
        all_deps.update(read_depfile(dep) or [])

    def link_one(item):
        name, _, harness = item.partition('=')
        output = os.path.join(outdir, name)
        dep = os.path.join(objdir, name + '.d')
        run([clang, *cflags, *SANITIZE, '-fsanitize=fuzzer', '-MD', '-MF', dep,
             harness, archive, *libs, '-o', output])
        return output, dep

    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for output, dep in pool.map(link_one, harnesses):
            outputs.append(output)
            all_deps.update(read_depfile(dep) or [])

    with open(depfile, 'w') as f:
        f.write(outputs[0] + ': ' + ' \\\n  '.join(sorted(all_deps)) + '\n')


if __name__ == '__main__':
    main()

// A small binding of the toolchain's libIndexStore, loaded at run time with dlopen so that the
// package builds with nothing installed: `standin audit` falls back to its syntax-only mode when
// the library cannot be found. Only what the audit reads is bound: units (one per compiled file),
// their dependencies, and the occurrences of symbols in records.
#ifndef CSTANDIN_INDEXSTORE_H
#define CSTANDIN_INDEXSTORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// A string owned by the index store, valid while the object it came from is open.
typedef struct {
  const char *data;
  size_t length;
} standin_string_ref;

/// A symbol as an occurrence or a relation names it.
typedef struct {
  int kind;
  int subkind;
  uint64_t properties;
  standin_string_ref usr;
  standin_string_ref name;
} standin_symbol;

/// One occurrence of a symbol in a record: where, in which roles, and its first relations.
typedef struct {
  standin_symbol symbol;
  uint64_t roles;
  unsigned line;
  unsigned column;
  /// The related symbols (containedBy, calledBy, childOf, receivedBy…), at most four.
  unsigned relation_count;
  standin_symbol relations[4];
  uint64_t relation_roles[4];
} standin_occurrence;

/// One dependency of a unit: another unit (a module or a file it imports) or a record.
typedef struct {
  int kind;  // 1 unit, 2 record, 3 file
  bool is_system;
  standin_string_ref name;
  standin_string_ref file_path;
  standin_string_ref module_name;
} standin_unit_dependency;

/// Loads libIndexStore from `path`. Returns NULL on success, or a message (static storage).
const char *standin_indexstore_load(const char *path);

/// Whether a library is loaded.
bool standin_indexstore_is_loaded(void);

/// Opens the store at `path`; on failure returns NULL and sets `*error` to a message the caller
/// frees with `free`.
void *standin_store_open(const char *path, char **error);
void standin_store_close(void *store);

/// Calls `apply` with each unit's name until it returns false.
bool standin_store_units(void *store, void *context,
                         bool (*apply)(void *context, standin_string_ref name));

void *standin_unit_open(void *store, const char *name, char **error);
void standin_unit_close(void *unit);
bool standin_unit_is_system(void *unit);
bool standin_unit_has_main_file(void *unit);
standin_string_ref standin_unit_main_file(void *unit);
standin_string_ref standin_unit_module_name(void *unit);
/// When the unit was written, in seconds since 1970.
int64_t standin_unit_modification_time(void *unit);
bool standin_unit_dependencies(void *unit, void *context,
                               bool (*apply)(void *context, const standin_unit_dependency *dependency));

void *standin_record_open(void *store, const char *name, char **error);
void standin_record_close(void *record);
bool standin_record_occurrences(void *record, void *context,
                                bool (*apply)(void *context, const standin_occurrence *occurrence));

#endif

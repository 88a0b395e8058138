import Testing

@testable import StandInAudit

/// How the type-accurate front end reads what the index names: USRs, demangled by the runtime,
/// and where it looks for the toolchain's library.
@Suite struct IndexStoreReadingTests {
  @Test func aStaticVariablesUSRNamesItsModuleTypeAndValueType() throws {
    let symbol = try #require(DemangledSymbol(usr: "s:10Foundation11FileManagerC7defaultACvpZ"))
    #expect(symbol.module == "Foundation")
    #expect(symbol.typePath == ["FileManager"])
    #expect(symbol.name == "default")
    #expect(symbol.isStatic)
    #expect(symbol.valueType == ["Foundation", "FileManager"])
  }

  @Test func privateNamesAndExtensionsOfOtherModulesTypesAreRead() throws {
    let hidden = try #require(
      DemangledSymbol(
        demangled: "static Logging.LoggingSystem.(_factory in _D650F6EB1B9E) : "
          + "Logging.LoggingSystem.(ReplaceOnceBox in _D650F6EB1B9E)<Swift.Int>"))
    #expect(hidden.typePath == ["LoggingSystem"])
    #expect(hidden.name == "_factory")
    #expect(hidden.valueType == ["Logging", "LoggingSystem", "ReplaceOnceBox"])
    let added = try #require(
      DemangledSymbol(
        demangled: "static (extension in ArgumentParser):Swift.CommandLine._staticArguments : "
          + "[Swift.String]?"))
    #expect(added.module == "Swift")
    #expect(added.declaringModule == "ArgumentParser")
    #expect(added.typePath == ["CommandLine"])
    #expect(added.name == "_staticArguments")
    // A member added in one module to a type declared in another's extension of a third's type.
    let nested = try #require(
      DemangledSymbol(
        demangled: "(extension in OTel):(extension in GRPCNIOTransportHTTP2Posix):"
          + "GRPCNIOTransportCore.HTTP2ClientTransport.Posix.init(OTel.Configuration) throws -> "
          + "(extension in GRPCNIOTransportHTTP2Posix):GRPCNIOTransportCore.HTTP2ClientTransport.Posix"
      ))
    #expect(nested.module == "GRPCNIOTransportCore")
    #expect(nested.declaringModule == "OTel")
    #expect(nested.typePath == ["HTTP2ClientTransport", "Posix"])
    #expect(nested.name == "init")
  }

  @Test func initializersAndGenericContextsAreRead() throws {
    let creation = try #require(
      DemangledSymbol(
        demangled: "NIOPosix.ServerBootstrap.init(group: NIOCore.EventLoopGroup) -> "
          + "NIOPosix.ServerBootstrap"))
    #expect(creation.typePath == ["ServerBootstrap"])
    #expect(creation.name == "init")
    let generic = try #require(
      DemangledSymbol(demangled: "static App.Box<A where A: Swift.Sendable>.shared : App.Box<A>"))
    #expect(generic.typePath == ["Box"])
    #expect(generic.name == "shared")
    #expect(generic.valueType == ["App", "Box"])
  }

  @Test func aSendableFunctionsNameEndsBeforeItsType() throws {
    // `@Sendable func waitFor()`: the runtime writes the attribute straight after the name.
    let symbol = try #require(DemangledSymbol(usr: "s:2T12f3SiyYbF"))
    #expect(symbol.module == "T1")
    #expect(symbol.typePath == [])
    #expect(symbol.name == "f3")
  }

  @Test func aPrivateInitializerNamesItsOwnTypeNotTheEnclosingOne() throws {
    // `private init(scheme:)` of a nested struct: the discriminator stands alone before `init`.
    let symbol = try #require(
      DemangledSymbol(
        usr: "s:5Repro6ClientC13AuthorizationV6schemeA2E6Scheme33_9096F7602555967753E931C33AB51815"
          + "LLO_tcAHLlfc"))
    #expect(symbol.module == "Repro")
    #expect(symbol.typePath == ["Client", "Authorization"])
    #expect(symbol.name == "init")
  }

  @Test func cSymbolsNameAFunctionOrVariable() throws {
    let function = try #require(DemangledSymbol(usr: "c:@F@getenv"))
    #expect(function.isC)
    #expect(function.name == "getenv")
    #expect(DemangledSymbol(usr: "c:@macro@STDOUT_FILENO") == nil)
  }

  @Test func theLibraryIsLookedForNextToSwiftAndWhereTheEnvironmentSays() {
    let candidates = IndexStoreLibrary.candidates(environment: [
      "STANDIN_LIBINDEXSTORE": "/custom/libIndexStore.so", "PATH": "/nowhere",
      "TOOLCHAIN_DIR": "/toolchain",
    ])
    #expect(candidates.first == "/custom/libIndexStore.so")
    #expect(candidates.contains("/toolchain/usr/lib/\(IndexStoreLibrary.fileName)"))
  }
}
